import type { AdminOnboardingCampos } from '@guia/shared';
import { ONBOARDING_MENSAGENS } from '@guia/shared';
import { eq, sql } from 'drizzle-orm';
import { type Database, schema } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { FileStore } from '../../plugins/file-store.ts';
import { type ArquivoRecebido, guardarArquivo } from '../arquivos/receber-formulario.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { findOnboarding, type OnboardingRow } from '../conteudo/conteudo.service.ts';

const { onboarding } = schema;

type Campos = Required<AdminOnboardingCampos>;
interface Deps {
  fileStore: FileStore;
}

/**
 * Every write of the slides takes this table lock first: writers wait for each other, so the
 * positions stay 1..n without gap or repetition, while GET Onboarding reads on.
 */
async function travar(tx: Database) {
  await tx.execute(sql`lock table onboarding in share row exclusive mode`);
}

/** Renumbers the slides 1..n in their current order, in one statement. */
async function renumerar(tx: Database) {
  await tx.execute(sql`
    update onboarding o set ordem = n.pos
      from (select id, row_number() over (order by ordem, id) as pos from onboarding) n
     where o.id = n.id and o.ordem <> n.pos`);
}

/** Stores the received image; if `fazer` fails the stored file is removed again. */
async function comImagem<T>(deps: Deps, arquivo: ArquivoRecebido, fazer: (chave: string) => Promise<T>) {
  const chave = await guardarArquivo(deps.fileStore, arquivo, 'onboarding');
  try {
    return await fazer(chave);
  } catch (error) {
    await deps.fileStore.delete(chave).catch(() => {});
    throw error;
  }
}

/** POST Admin/Onboarding: a new slide with its image, placed last (count + 1). */
export async function criarOnboarding(
  db: Database,
  deps: Deps,
  atorId: number,
  campos: Campos,
  arquivo: ArquivoRecebido,
): Promise<OnboardingRow> {
  const id = await comImagem(deps, arquivo, (chave) =>
    db.transaction(async (tx) => {
      await travar(tx);
      const [row] = await tx
        .insert(onboarding)
        .values({
          titulo: campos.titulo,
          descricao: campos.descricao,
          nomearquivo: arquivo.nome,
          arquivo: chave,
          tipoConteudo: arquivo.mime,
          ordem: sql`(select count(*) + 1 from onboarding)`,
        })
        .returning({ id: onboarding.id, ordem: onboarding.ordem });
      await registrarAuditoria(tx, {
        atorId,
        acao: 'onboarding.criar',
        detalhes: { onboardingId: row!.id, titulo: campos.titulo, ordem: row!.ordem },
      });
      return row!.id;
    }),
  );
  return (await findOnboarding(db, id))!;
}

/** PUT Admin/Onboarding/{id}: new texts, and a new image when one is sent (the old file is removed). */
export async function editarOnboarding(
  db: Database,
  deps: Deps,
  atorId: number,
  id: number,
  campos: Campos,
  arquivo: ArquivoRecebido | null,
): Promise<OnboardingRow> {
  const atualizar = async (chave: string | null) =>
    db.transaction(async (tx) => {
      const [antes] = await tx
        .select({ arquivo: onboarding.arquivo })
        .from(onboarding)
        .where(eq(onboarding.id, id))
        .for('update');
      if (!antes) throw notFound(ONBOARDING_MENSAGENS.naoEncontrado);
      await tx
        .update(onboarding)
        .set({
          titulo: campos.titulo,
          descricao: campos.descricao,
          ...(chave && arquivo
            ? { arquivo: chave, nomearquivo: arquivo.nome, tipoConteudo: arquivo.mime }
            : {}),
        })
        .where(eq(onboarding.id, id));
      await registrarAuditoria(tx, {
        atorId,
        acao: 'onboarding.editar',
        detalhes: { onboardingId: id, titulo: campos.titulo, novaImagem: chave !== null },
      });
      return antes.arquivo;
    });
  const anterior = arquivo ? await comImagem(deps, arquivo, atualizar) : await atualizar(null);
  if (arquivo && anterior) await deps.fileStore.delete(anterior).catch(() => {});
  return (await findOnboarding(db, id))!;
}

/**
 * PUT Admin/Onboarding/Ordem/{id}: moves one slide to a position (clamped to 1..n); the slides in
 * between shift by one. Under the table lock, renumbered in one statement.
 */
export async function moverOnboarding(db: Database, atorId: number, id: number, ordem: number) {
  await db.transaction(async (tx) => {
    await travar(tx);
    const linhas = await tx
      .select({ id: onboarding.id })
      .from(onboarding)
      .orderBy(onboarding.ordem, onboarding.id);
    const ids = linhas.map((l) => l.id);
    const de = ids.indexOf(id);
    if (de === -1) throw notFound(ONBOARDING_MENSAGENS.naoEncontrado);
    const para = Math.min(ordem, ids.length) - 1;
    ids.splice(de, 1);
    ids.splice(para, 0, id);
    // The ids come from the table itself: the array literal carries nothing else.
    await tx.execute(sql`
      update onboarding o set ordem = v.pos
        from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as v(id, pos)
       where o.id = v.id and o.ordem <> v.pos`);
    await registrarAuditoria(tx, {
      atorId,
      acao: 'onboarding.ordenar',
      detalhes: { onboardingId: id, de: de + 1, para: para + 1 },
    });
  });
}

/** DELETE Admin/Onboarding/{id}: the slide and its image; the others close the gap. */
export async function excluirOnboarding(db: Database, deps: Deps, atorId: number, id: number) {
  const arquivo = await db.transaction(async (tx) => {
    await travar(tx);
    const [row] = await tx
      .delete(onboarding)
      .where(eq(onboarding.id, id))
      .returning({ arquivo: onboarding.arquivo, titulo: onboarding.titulo });
    if (!row) throw notFound(ONBOARDING_MENSAGENS.naoEncontrado);
    await renumerar(tx);
    await registrarAuditoria(tx, {
      atorId,
      acao: 'onboarding.excluir',
      detalhes: { onboardingId: id, titulo: row.titulo },
    });
    return row.arquivo;
  });
  await deps.fileStore.delete(arquivo).catch(() => {});
}
