import type { adminGuiaListQuery } from '@guia/shared';
import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, schema } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';
import { joinPrincipioDoIndicador } from '../../db/queries/edicao-do-indicador.ts';
import { paginate } from '../../db/queries/paginate.ts';
import { PRINCIPIOS_PRIMEIRA_EDICAO } from '../../db/seed/questionario/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { uniqueViolation } from '../auth/unique-violation.ts';

const { edicao, principio, questionario, auditoria } = schema;

export const MENSAGENS = {
  guiaNaoEncontrado: 'Guia não encontrado',
  principioNaoEncontrado: 'Princípio não encontrado',
  indicadorNaoEncontrado: 'Indicador não encontrado',
  nivelNaoEncontrado: 'Nível não encontrado',
  apoioNaoEncontrado: 'Material de apoio não encontrado',
  anoEmUso: 'Já existe um Guia para este ano',
  criado: 'Guia cadastrado',
  duplicado: 'Guia duplicado',
  disponibilizado: 'Guia disponibilizado',
  fechado: 'Guia fechado',
  jaDisponivel: 'Este Guia já estava disponível',
  jaFechado: 'Este Guia já estava fechado',
  excluido: 'Guia excluído',
  comQuestionarios:
    'Este Guia já tem questionários e não pode ser excluído. Use "Fechar" para retirá-lo dos produtores.',
  atualizado: 'Atualizado',
  apoioInserido: 'Material de apoio inserido',
  apoioExcluido: 'Material de apoio excluído',
  categoriaDoIndicador: 'Escolha uma das categorias deste indicador',
} as const;

/** Where an edition stands, from its flag and whether it was ever made available. */
export function situacaoDaEdicao(e: { disponivel: boolean; datadisponivel: Date | null }) {
  if (e.disponivel) return 'disponivel' as const;
  return e.datadisponivel ? ('fechado' as const) : ('rascunho' as const);
}

// Drizzle leaves column names unqualified in a one-table select: inside a correlated subquery an
// unqualified "id" would be the inner table's.
const EDICAO_ID = sql.raw('"edicao"."id"');
const totalRespondido = sql<number>`(select count(*) from questionario q
  where q.edicao_id = ${EDICAO_ID} and q.finalizado_em is not null)`.mapWith(Number);
const totalQuestionarios = sql<number>`(select count(*) from questionario q
  where q.edicao_id = ${EDICAO_ID})`.mapWith(Number);
const totalIndicadores = sql<number>`(select count(*) from indicador i
  ${joinPrincipioDoIndicador()}
  where p.edicao_id = ${EDICAO_ID})`.mapWith(Number);

const colunasDoItem = {
  id: edicao.id,
  ano: edicao.ano,
  disponivel: edicao.disponivel,
  datadisponivel: edicao.datadisponivel,
  totalRespondido,
  totalQuestionarios,
  totalIndicadores,
};

export type EdicaoItem = Awaited<ReturnType<typeof lerEdicao>>;

/** One edition with its counts, or 404. */
export async function lerEdicao(db: Database, edicaoId: number) {
  const [row] = await db.select(colunasDoItem).from(edicao).where(eq(edicao.id, edicaoId));
  if (!row) throw notFound(MENSAGENS.guiaNaoEncontrado);
  return row;
}

/** GET Admin/Guia: a page of editions with their counts, in one query (plus the total). */
export async function listarEdicoes(db: Database, query: z.output<typeof adminGuiaListQuery>) {
  const where = query.q ? sql`strpos(${edicao.ano}::text, ${query.q}) > 0` : undefined;
  const dir = query.order === 'asc' ? asc : desc;
  const ordem: Record<typeof query.sort, SQL[]> = {
    ano: [dir(edicao.ano)],
    totalRespondido: [dir(totalRespondido), desc(edicao.ano)],
    disponivel: [dir(edicao.disponivel), desc(edicao.ano)],
  };
  return paginate(
    query,
    ({ limit, offset }) =>
      db
        .select(colunasDoItem)
        .from(edicao)
        .where(where)
        .orderBy(...ordem[query.sort], desc(edicao.id))
        .limit(limit)
        .offset(offset),
    async () => {
      const [row] = await db.select({ total: count() }).from(edicao).where(where);
      return row?.total ?? 0;
    },
  );
}

/** Inserts the edition row of a new year; a second edition for the year is a 409 naming the field. */
async function inserirEdicao(tx: Database, ano: number): Promise<number> {
  const [row] = await tx.insert(edicao).values({ ano, disponivel: false }).returning({ id: edicao.id });
  return row!.id;
}

/** Maps the unique year index, wherever the insert failed (PostgreSQL aborts the transaction). */
async function comAnoUnico<T>(fazer: () => Promise<T>): Promise<T> {
  try {
    return await fazer();
  } catch (error) {
    if (uniqueViolation(error) === 'edicao_ano_uq')
      throw conflict(MENSAGENS.anoEmUso, { ano: MENSAGENS.anoEmUso });
    throw error;
  }
}

/**
 * POST Admin/Guia: a draft edition for the year with its five principles (texts of the most recent
 * edition's principles, else the first edition's seed) and no criteria.
 */
export async function criarEdicao(db: Database, atorId: number, ano: number): Promise<number> {
  return comAnoUnico(() =>
    db.transaction(async (tx) => {
      const [modelo] = await tx
        .select({ id: edicao.id })
        .from(edicao)
        .orderBy(desc(edicao.ano), desc(edicao.id))
        .limit(1);
      const edicaoId = await inserirEdicao(tx, ano);
      let copiados = 0;
      if (modelo) {
        const copia = await linhas<{ id: number }>(
          tx,
          sql`insert into principio (edicao_id, codigo, titulo, subtitulo, descricao, icone, video, orientacao)
            select ${edicaoId}, codigo, titulo, subtitulo, descricao, icone, video, orientacao
              from principio where edicao_id = ${modelo.id}
            returning id`,
        );
        copiados = copia.length;
      }
      if (copiados === 0) {
        await tx.insert(principio).values(
          PRINCIPIOS_PRIMEIRA_EDICAO.map((p) => ({
            edicaoId,
            codigo: p.codigo,
            titulo: p.titulo,
            subtitulo: p.subtitulo,
            descricao: p.descricao,
            icone: p.icone,
            orientacao: p.orientacao,
          })),
        );
      }
      await registrarAuditoria(tx, {
        atorId,
        acao: 'guia.criar',
        edicaoId,
        detalhes: { ano, principiosDe: modelo && copiados > 0 ? modelo.id : 'semente' },
      });
      return edicaoId;
    }),
  );
}

/**
 * POST Admin/Guia/{id}: a deep copy of the edition for another year, as a draft, in one
 * transaction of INSERT ... SELECT statements (no row-by-row loop). Rows are matched old → new by
 * their natural keys (principle code, criterion code, indicator sequence); indicators keep their
 * lineage key.
 */
export async function duplicarEdicao(db: Database, atorId: number, origemId: number, ano: number) {
  return comAnoUnico(() =>
    db.transaction(async (tx) => {
      const [origem] = await tx
        .select({ id: edicao.id, ano: edicao.ano })
        .from(edicao)
        .where(eq(edicao.id, origemId))
        .for('share');
      if (!origem) throw notFound(MENSAGENS.guiaNaoEncontrado);
      const novaId = await inserirEdicao(tx, ano);
      await tx.execute(sql`
        insert into principio (edicao_id, codigo, titulo, subtitulo, descricao, icone, video, orientacao)
        select ${novaId}, codigo, titulo, subtitulo, descricao, icone, video, orientacao
          from principio where edicao_id = ${origemId}`);
      await tx.execute(sql`
        insert into criterio (principio_id, codigo, titulo, descricao, icone)
        select pn.id, c.codigo, c.titulo, c.descricao, c.icone
          from criterio c
          join principio po on po.id = c.principio_id and po.edicao_id = ${origemId}
          join principio pn on pn.edicao_id = ${novaId} and pn.codigo = po.codigo`);
      await tx.execute(sql`
        insert into indicador (criterio_id, codigo, linhagem, sequencia, titulo, categorias, possuirestricao,
          restricao, possuiorientacao, orientacao, possuigee, possuievidencia, exemploevidencia, possuipercentual)
        select cn.id, i.codigo, i.linhagem, i.sequencia, i.titulo, i.categorias, i.possuirestricao,
          i.restricao, i.possuiorientacao, i.orientacao, i.possuigee, i.possuievidencia, i.exemploevidencia,
          i.possuipercentual
          from indicador i
          join criterio co on co.id = i.criterio_id
          join principio po on po.id = co.principio_id and po.edicao_id = ${origemId}
          join principio pn on pn.edicao_id = ${novaId} and pn.codigo = po.codigo
          join criterio cn on cn.principio_id = pn.id and cn.codigo = co.codigo`);
      // Old indicator → new one, through the natural keys the copies kept.
      const mapa = sql`
        select io.id as antigo, inw.id as novo
          from indicador io
          join criterio co on co.id = io.criterio_id
          join principio po on po.id = co.principio_id and po.edicao_id = ${origemId}
          join principio pn on pn.edicao_id = ${novaId} and pn.codigo = po.codigo
          join criterio cn on cn.principio_id = pn.id and cn.codigo = co.codigo
          join indicador inw on inw.criterio_id = cn.id and inw.sequencia = io.sequencia`;
      await tx.execute(sql`
        insert into nivel (indicador_id, peso, descricao)
        select m.novo, n.peso, n.descricao from nivel n join (${mapa}) m on m.antigo = n.indicador_id`);
      await tx.execute(sql`
        insert into apoio (indicador_id, categoria_id, titulo, url)
        select m.novo, a.categoria_id, a.titulo, a.url
          from apoio a join (${mapa}) m on m.antigo = a.indicador_id
         order by a.id`);
      await registrarAuditoria(tx, {
        atorId,
        acao: 'guia.duplicar',
        edicaoId: novaId,
        detalhes: { ano, origem: { id: origem.id, ano: origem.ano } },
      });
      return novaId;
    }),
  );
}

/** Why an edition cannot be made available yet (empty principles, indicators without a scoring level). */
async function pendenciasParaDisponibilizar(db: Database, edicaoId: number): Promise<string | null> {
  const vazios = await linhas<{ codigo: number }>(
    db,
    sql`select p.codigo from principio p
         where p.edicao_id = ${edicaoId}
           and not exists (select 1 from criterio c join indicador i on i.criterio_id = c.id
                            where c.principio_id = p.id)
         order by p.codigo`,
  );
  const semNivel = await linhas<{ codigo: string }>(
    db,
    sql`select i.codigo from indicador i
          ${joinPrincipioDoIndicador()}
         where p.edicao_id = ${edicaoId}
           and not exists (select 1 from nivel n where n.indicador_id = i.id and n.peso > 0)
         order by p.codigo, c.codigo, i.sequencia`,
  );
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(principio)
    .where(eq(principio.edicaoId, edicaoId));
  const partes: string[] = [];
  if (total === 0) partes.push('o Guia não tem princípios');
  if (vazios.length > 0) {
    const codigos = vazios.map((v) => v.codigo).join(', ');
    partes.push(
      vazios.length === 1
        ? `o princípio ${codigos} não tem indicadores`
        : `os princípios ${codigos} não têm indicadores`,
    );
  }
  if (semNivel.length > 0) {
    const codigos = semNivel.map((v) => v.codigo).join(', ');
    partes.push(
      semNivel.length === 1
        ? `o indicador ${codigos} não tem nível com peso maior que zero`
        : `os indicadores ${codigos} não têm nível com peso maior que zero`,
    );
  }
  return partes.length === 0 ? null : `Este Guia ainda não pode ser disponibilizado: ${partes.join('; ')}.`;
}

/**
 * PUT Admin/Guia/{productId}: 'Disponibilizar' (stamps `datadisponivel`) or 'Fechar'. Making
 * available needs every principle to have an indicator and every indicator a level of weight > 0.
 * The same state again changes nothing. The trigger on `edicao` recomputes the units' situation.
 */
export async function disponibilizarEdicao(
  db: Database,
  atorId: number,
  edicaoId: number,
  disponibilizar: boolean,
): Promise<{ mudou: boolean }> {
  return db.transaction(async (tx) => {
    const [atual] = await tx
      .select({ id: edicao.id, ano: edicao.ano, disponivel: edicao.disponivel })
      .from(edicao)
      .where(eq(edicao.id, edicaoId))
      .for('update');
    if (!atual) throw notFound(MENSAGENS.guiaNaoEncontrado);
    if (atual.disponivel === disponibilizar) return { mudou: false };
    if (disponibilizar) {
      const pendencias = await pendenciasParaDisponibilizar(tx, edicaoId);
      if (pendencias) throw conflict(pendencias);
    }
    await tx
      .update(edicao)
      .set(disponibilizar ? { disponivel: true, datadisponivel: sql`now()` } : { disponivel: false })
      .where(eq(edicao.id, edicaoId));
    await registrarAuditoria(tx, {
      atorId,
      acao: disponibilizar ? 'guia.disponibilizar' : 'guia.fechar',
      edicaoId,
      detalhes: { ano: atual.ano },
    });
    return { mudou: true };
  });
}

/** DELETE Admin/Guia/{id}: only an edition nobody has started (cascades its structure). */
export async function excluirEdicao(db: Database, atorId: number, edicaoId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // `for update` waits for a questionnaire being started (`for share`) and holds off new ones.
    const [atual] = await tx
      .select({ id: edicao.id, ano: edicao.ano })
      .from(edicao)
      .where(eq(edicao.id, edicaoId))
      .for('update');
    if (!atual) throw notFound(MENSAGENS.guiaNaoEncontrado);
    if (await temQuestionarios(tx, edicaoId)) throw conflict(MENSAGENS.comQuestionarios);
    await tx.delete(edicao).where(eq(edicao.id, edicaoId));
    await registrarAuditoria(tx, { atorId, acao: 'guia.excluir', edicaoId, detalhes: { ano: atual.ano } });
  });
}

/** Whether any questionnaire (open or finished) of the edition exists: then its structure is locked. */
export async function temQuestionarios(db: Database, edicaoId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: questionario.id })
    .from(questionario)
    .where(eq(questionario.edicaoId, edicaoId))
    .limit(1);
  return row !== undefined;
}

/** GET Admin/Guia/{productId}: the edition, its lock and its principle cards with counts (two queries). */
export async function detalharEdicao(db: Database, edicaoId: number) {
  const guia = await lerEdicao(db, edicaoId);
  const PRINCIPIO_ID = sql.raw('"principio"."id"');
  const principios = await db
    .select({
      id: principio.id,
      codigo: principio.codigo,
      titulo: principio.titulo,
      subtitulo: principio.subtitulo,
      icone: principio.icone,
      totalCriterios:
        sql<number>`(select count(*) from criterio c where c.principio_id = ${PRINCIPIO_ID})`.mapWith(Number),
      totalPerguntas: sql<number>`(select count(*) from indicador i join criterio c on c.id = i.criterio_id
        where c.principio_id = ${PRINCIPIO_ID})`.mapWith(Number),
    })
    .from(principio)
    .where(eq(principio.edicaoId, edicaoId))
    .orderBy(asc(principio.codigo));
  return { guia, estruturaBloqueada: guia.totalQuestionarios > 0, principios };
}

/** Marks the edition's texts as changed: every server instance's report cache reads them again. */
export async function novaRevisao(db: Database, edicaoId: number): Promise<void> {
  await db
    .update(edicao)
    .set({ revisao: sql`${edicao.revisao} + 1` })
    .where(eq(edicao.id, edicaoId));
}

/** GET Admin/Guia/{productId}/Historico: the edition's audit rows, newest first, paginated in SQL. */
export async function historicoDaEdicao(
  db: Database,
  edicaoId: number,
  page: { page: number; pageSize: number },
) {
  await lerEdicao(db, edicaoId);
  const where = eq(auditoria.edicaoId, edicaoId);
  return paginate(
    page,
    ({ limit, offset }) =>
      db
        .select({
          id: auditoria.id,
          criadoEm: auditoria.criadoEm,
          atorNome: auditoria.atorNome,
          acao: auditoria.acao,
          detalhes: auditoria.detalhes,
        })
        .from(auditoria)
        .where(where)
        .orderBy(desc(auditoria.criadoEm), desc(auditoria.id))
        .limit(limit)
        .offset(offset),
    async () => {
      const [row] = await db.select({ total: count() }).from(auditoria).where(where);
      return row?.total ?? 0;
    },
  );
}
