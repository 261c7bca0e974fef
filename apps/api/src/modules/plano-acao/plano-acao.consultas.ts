import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, schema } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';
import { comPrincipioDoIndicador } from '../../db/queries/edicao-do-indicador.ts';

/*
 * The action plan's reads: the unit a plan belongs to (for the access gate), an item or a record with
 * its owner, and a unit's plans with their items and records as the screen and the PDF show them.
 */

const {
  objeto,
  usuario,
  questionario,
  edicao,
  indicador,
  principio,
  nivel,
  planoAcao,
  planoAcaoItem,
  planoAcaoRegistro,
} = schema;

/** A unit with what its plan's rules need: its owner and category; null when missing. */
export async function objetoDoPlano(db: Database, objetoId: number) {
  const [row] = await db
    .select({ objetoId: objeto.id, usuarioId: objeto.usuarioId, categoriaId: objeto.categoriaId })
    .from(objeto)
    .where(eq(objeto.id, objetoId));
  return row ?? null;
}

/** A unit with its owner and the id of its active plan (null when it has none); null when missing. */
export async function objetoComPlanoAtivo(db: Database, objetoId: number) {
  const [row] = await db
    .select({ objetoId: objeto.id, usuarioId: objeto.usuarioId, planoId: planoAcao.id })
    .from(objeto)
    .leftJoin(planoAcao, and(eq(planoAcao.objetoId, objeto.id), isNull(planoAcao.avaliadoEm)))
    .where(eq(objeto.id, objetoId));
  return row ?? null;
}

/** An item with its plan's state and unit owner, and how many records it has; null when missing. */
export async function itemComDono(db: Database, itemId: number) {
  const [row] = await db
    .select({
      id: planoAcaoItem.id,
      planoId: planoAcaoItem.planoId,
      indicadorId: planoAcaoItem.indicadorId,
      pesoAtual: planoAcaoItem.pesoAtual,
      pesoMeta: planoAcaoItem.pesoMeta,
      prazo: planoAcaoItem.prazo,
      estado: planoAcaoItem.estado,
      avaliadoEm: planoAcao.avaliadoEm,
      objetoId: planoAcao.objetoId,
      usuarioId: objeto.usuarioId,
      registros:
        sql<number>`(select count(*) from ${planoAcaoRegistro} where ${planoAcaoRegistro.itemId} = ${planoAcaoItem.id})`.mapWith(
          Number,
        ),
    })
    .from(planoAcaoItem)
    .innerJoin(planoAcao, eq(planoAcao.id, planoAcaoItem.planoId))
    .innerJoin(objeto, eq(objeto.id, planoAcao.objetoId))
    .where(eq(planoAcaoItem.id, itemId));
  return row ?? null;
}

export type ItemComDono = NonNullable<Awaited<ReturnType<typeof itemComDono>>>;

/** A progress record with its file, item, plan and unit owner; null when missing. */
export async function registroComDono(db: Database, registroId: number) {
  const [row] = await db
    .select({
      id: planoAcaoRegistro.id,
      itemId: planoAcaoRegistro.itemId,
      arquivoChave: planoAcaoRegistro.arquivoChave,
      arquivoNome: planoAcaoRegistro.arquivoNome,
      arquivoMime: planoAcaoRegistro.arquivoMime,
      planoId: planoAcaoItem.planoId,
      objetoId: planoAcao.objetoId,
      usuarioId: objeto.usuarioId,
    })
    .from(planoAcaoRegistro)
    .innerJoin(planoAcaoItem, eq(planoAcaoItem.id, planoAcaoRegistro.itemId))
    .innerJoin(planoAcao, eq(planoAcao.id, planoAcaoItem.planoId))
    .innerJoin(objeto, eq(objeto.id, planoAcao.objetoId))
    .where(eq(planoAcaoRegistro.id, registroId));
  return row ?? null;
}

const colunasDoPlano = {
  id: planoAcao.id,
  objetoId: planoAcao.objetoId,
  questionarioId: planoAcao.questionarioId,
  ano: edicao.ano,
  criadoEm: planoAcao.criadoEm,
  avaliadoEm: planoAcao.avaliadoEm,
  questionarioAvaliacaoId: planoAcao.questionarioAvaliacaoId,
};

/** The unit's active plan and its last evaluated one (null when there is none). */
export async function planosDaUnidade(db: Database, objetoId: number) {
  const planos = await db
    .select(colunasDoPlano)
    .from(planoAcao)
    .innerJoin(questionario, eq(questionario.id, planoAcao.questionarioId))
    .innerJoin(edicao, eq(edicao.id, questionario.edicaoId))
    .where(eq(planoAcao.objetoId, objetoId))
    .orderBy(sql`${planoAcao.avaliadoEm} desc nulls first`, desc(planoAcao.id))
    .limit(2);
  const ativo = planos.find((p) => p.avaliadoEm === null) ?? null;
  const anterior = planos.find((p) => p.avaliadoEm !== null) ?? null;
  const itens = await itensDosPlanos(
    db,
    [ativo, anterior].flatMap((p) => (p ? [p.id] : [])),
  );
  const comItens = (p: (typeof planos)[number] | null) =>
    p ? { ...p, itens: itens.filter((i) => i.planoId === p.id) } : null;
  return { ativo: comItens(ativo), anterior: comItens(anterior) };
}

export type PlanoCarregado = NonNullable<Awaited<ReturnType<typeof planosDaUnidade>>['ativo']>;

/**
 * The plan a finished questionnaire of the unit judged (§2: 'Metas do ciclo anterior'), with its
 * items; null when it judged none.
 */
export async function planoAvaliadoPor(
  db: Database,
  objetoId: number,
  questionarioId: number,
): Promise<PlanoCarregado | null> {
  const [plano] = await db
    .select(colunasDoPlano)
    .from(planoAcao)
    .innerJoin(questionario, eq(questionario.id, planoAcao.questionarioId))
    .innerJoin(edicao, eq(edicao.id, questionario.edicaoId))
    .where(and(eq(planoAcao.objetoId, objetoId), eq(planoAcao.questionarioAvaliacaoId, questionarioId)))
    .orderBy(desc(planoAcao.id))
    .limit(1);
  return plano ? { ...plano, itens: await itensDosPlanos(db, [plano.id]) } : null;
}

/** Whether the unit has an active plan. */
export async function temPlanoAtivo(db: Database, objetoId: number): Promise<boolean> {
  const rows = await db
    .select({ id: planoAcao.id })
    .from(planoAcao)
    .where(and(eq(planoAcao.objetoId, objetoId), isNull(planoAcao.avaliadoEm)));
  return rows.length > 0;
}

const nivelAtual = alias(nivel, 'nivel_atual');
const nivelMeta = alias(nivel, 'nivel_meta');

/** The items of some plans (or the given items), in the order they were added, with their texts and records. */
export async function itensDosPlanos(db: Database, planoIds: number[], itemIds?: number[]) {
  if (planoIds.length === 0 && !itemIds?.length) return [];
  const itens = await comPrincipioDoIndicador(
    db
      .select({
        id: planoAcaoItem.id,
        planoId: planoAcaoItem.planoId,
        indicadorId: planoAcaoItem.indicadorId,
        linhagem: planoAcaoItem.linhagem,
        pesoAtual: planoAcaoItem.pesoAtual,
        pesoMeta: planoAcaoItem.pesoMeta,
        prazo: planoAcaoItem.prazo,
        acoes: planoAcaoItem.acoes,
        responsavel: planoAcaoItem.responsavel,
        estado: planoAcaoItem.estado,
        desfecho: planoAcaoItem.desfecho,
        pesoObtido: planoAcaoItem.pesoObtido,
        concluidoEm: planoAcaoItem.concluidoEm,
        indicadorCodigo: indicador.codigo,
        indicadorTitulo: indicador.titulo,
        principioCodigo: principio.codigo,
        principioTitulo: principio.titulo,
        nivelAtual: nivelAtual.descricao,
        nivelMeta: nivelMeta.descricao,
      })
      .from(planoAcaoItem)
      .innerJoin(indicador, eq(indicador.id, planoAcaoItem.indicadorId))
      .$dynamic(),
  )
    .leftJoin(
      nivelAtual,
      and(eq(nivelAtual.indicadorId, indicador.id), eq(nivelAtual.peso, planoAcaoItem.pesoAtual)),
    )
    .leftJoin(
      nivelMeta,
      and(eq(nivelMeta.indicadorId, indicador.id), eq(nivelMeta.peso, planoAcaoItem.pesoMeta)),
    )
    .where(itemIds ? inArray(planoAcaoItem.id, itemIds) : inArray(planoAcaoItem.planoId, planoIds))
    .orderBy(asc(planoAcaoItem.id));
  const avaliados = planoIds.length ? await indicadoresAvaliados(db, planoIds) : new Map<number, number>();
  const indicadorIds = [...new Set(itens.map((i) => i.indicadorId))];
  const niveis = indicadorIds.length
    ? await db
        .select({ indicadorId: nivel.indicadorId, peso: nivel.peso, descricao: nivel.descricao })
        .from(nivel)
        .where(inArray(nivel.indicadorId, indicadorIds))
        .orderBy(asc(nivel.peso))
    : [];
  const registros = itens.length
    ? await db
        .select({
          id: planoAcaoRegistro.id,
          itemId: planoAcaoRegistro.itemId,
          nota: planoAcaoRegistro.nota,
          criadoEm: planoAcaoRegistro.criadoEm,
          arquivoNome: planoAcaoRegistro.arquivoNome,
          arquivoTamanho: planoAcaoRegistro.arquivoTamanho,
        })
        .from(planoAcaoRegistro)
        .where(
          inArray(
            planoAcaoRegistro.itemId,
            itens.map((i) => i.id),
          ),
        )
        .orderBy(asc(planoAcaoRegistro.criadoEm), asc(planoAcaoRegistro.id))
    : [];
  return itens.map((i) => ({
    ...i,
    indicadorAvaliadoId: avaliados.get(i.id) ?? null,
    niveisAcima: niveis
      .filter((n) => n.indicadorId === i.indicadorId && n.peso > i.pesoAtual)
      .map(({ peso, descricao }) => ({ peso, descricao })),
    registros: registros.filter((r) => r.itemId === i.id),
  }));
}

/**
 * Of judged plans' items, the indicator of the same lineage in the edition of the questionnaire that
 * judged them, by item id (an item whose indicator left that edition has none).
 */
async function indicadoresAvaliados(db: Database, planoIds: number[]): Promise<Map<number, number>> {
  const rows = await linhas<{ item_id: number; indicador_id: number }>(
    db,
    sql`select it.id as item_id, novo.id as indicador_id
      from plano_acao_item it
      join plano_acao p on p.id = it.plano_id
      join questionario q on q.id = p.questionario_avaliacao_id
      join indicador novo on novo.linhagem = it.linhagem
      join criterio c on c.id = novo.criterio_id
      join principio pr on pr.id = c.principio_id and pr.edicao_id = q.edicao_id
      where it.plano_id in (${sql.join(
        planoIds.map((id) => sql`${id}::integer`),
        sql`, `,
      )})`,
  );
  return new Map(rows.map((r) => [Number(r.item_id), Number(r.indicador_id)]));
}

export type ItemCarregado = Awaited<ReturnType<typeof itensDosPlanos>>[number];

/** What the PDF's header shows of the unit: its name, place, category and owner. */
export async function unidadeDoPlano(db: Database, objetoId: number) {
  const [row] = await db
    .select({
      nomeunidade: objeto.nomeunidade,
      uf: objeto.uf,
      cidade: schema.municipio.nome,
      categoria: schema.categoria.titulo,
      proprietario: usuario.nome,
    })
    .from(objeto)
    .innerJoin(usuario, eq(usuario.id, objeto.usuarioId))
    .innerJoin(schema.municipio, eq(schema.municipio.codigo, objeto.cidade))
    .innerJoin(schema.categoria, eq(schema.categoria.id, objeto.categoriaId))
    .where(eq(objeto.id, objetoId));
  return row ?? null;
}
