import type { AdminEstruturaInput } from '@guia/shared';
import { inArray, sql } from 'drizzle-orm';
import { type Database, schema } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';
import type { EstruturaDoPrincipio } from './admin-guia.estrutura.ts';

// The write steps of saving a principle's structure, in the order salvarEstrutura runs them. Every
// write is a batch: a constant number of statements whatever the size of the principle.

const { criterio, indicador, nivel } = schema;

type Atual = EstruturaDoPrincipio;
type CriterioDoCorpo = AdminEstruturaInput['criterios'][number];

/** A level to insert, at the position [criterion, indicator] of the body. */
export type NivelNovo = { posicao: [number, number]; peso: number; descricao: string };

/** What stays and what goes, from the ids in the body. */
export interface Plano {
  criteriosRemovidos: Atual['criterios'];
  indicadoresRemovidos: Atual['indicadores'];
  niveisMantidos: Map<number, { id: number; descricao: string }>;
  niveisNovos: NivelNovo[];
  niveisRemovidos: Atual['niveis'];
}

export function planejar(body: AdminEstruturaInput, atual: Atual): Plano {
  const niveisAtuais = new Map(atual.niveis.map((n) => [n.id, n]));
  const idsNoCorpo = {
    criterios: new Set(body.criterios.flatMap((c) => (c.id === undefined ? [] : [c.id]))),
    indicadores: new Set(
      body.criterios.flatMap((c) => c.indicadores.flatMap((i) => (i.id === undefined ? [] : [i.id]))),
    ),
  };
  // A kept level keeps its weight (a weight change of an unanswered edition is a new level: the
  // unique (indicator, weight) index and the 0-5 check leave no room for a temporary weight).
  const niveisMantidos = new Map<number, { id: number; descricao: string }>();
  const niveisNovos: NivelNovo[] = [];
  for (const [ci, c] of body.criterios.entries()) {
    for (const [ii, ind] of c.indicadores.entries()) {
      for (const n of ind.niveis) {
        const antes = n.id === undefined ? undefined : niveisAtuais.get(n.id);
        if (antes && antes.peso === n.peso)
          niveisMantidos.set(antes.id, { id: antes.id, descricao: n.descricao });
        else niveisNovos.push({ posicao: [ci, ii], peso: n.peso, descricao: n.descricao });
      }
    }
  }
  return {
    criteriosRemovidos: atual.criterios.filter((c) => !idsNoCorpo.criterios.has(c.id)),
    indicadoresRemovidos: atual.indicadores.filter((i) => !idsNoCorpo.indicadores.has(i.id)),
    niveisMantidos,
    niveisNovos,
    niveisRemovidos: atual.niveis.filter(
      (n) => idsNoCorpo.indicadores.has(n.indicadorId) && !niveisMantidos.has(n.id),
    ),
  };
}

/** Step 1: deletions that free codes and weights (an indicator takes its levels and links along). */
export async function apagarIndicadoresENiveis(tx: Database, plano: Plano) {
  if (plano.indicadoresRemovidos.length > 0)
    await tx.delete(indicador).where(
      inArray(
        indicador.id,
        plano.indicadoresRemovidos.map((i) => i.id),
      ),
    );
  if (plano.niveisRemovidos.length > 0)
    await tx.delete(nivel).where(
      inArray(
        nivel.id,
        plano.niveisRemovidos.map((n) => n.id),
      ),
    );
}

export type CriteriosGravados = Awaited<ReturnType<typeof gravarCriterios>>;

/** Step 2, criteria: existing ones to temporary negative codes, then their final codes and texts. */
export async function gravarCriterios(
  tx: Database,
  principioId: number,
  body: AdminEstruturaInput,
  atual: Atual,
) {
  const finais = body.criterios.map((c, ci): CriterioDoCorpo & { codigo: number } => ({
    ...c,
    codigo: ci + 1,
  }));
  const existentes = finais.filter((c) => c.id !== undefined);
  // (Criteria left out keep their codes until the last step: they move aside too.)
  if (atual.criterios.length > 0)
    await tx.execute(sql`update criterio set codigo = -codigo where principio_id = ${principioId}`);
  if (existentes.length > 0) {
    await tx.execute(sql`
      update criterio c set codigo = x.codigo, titulo = x.titulo, descricao = x.descricao
        from jsonb_to_recordset(${JSON.stringify(
          existentes.map((c) => ({ id: c.id, codigo: c.codigo, titulo: c.titulo, descricao: c.descricao })),
        )}::jsonb) as x(id integer, codigo integer, titulo text, descricao text)
       where c.id = x.id`);
  }
  const novos = finais.filter((c) => c.id === undefined);
  const idDoCriterio = new Map<number, number>(existentes.map((c) => [c.codigo, c.id!]));
  if (novos.length > 0) {
    const inseridos = await linhas<{ id: number; codigo: number }>(
      tx,
      sql`insert into criterio (principio_id, codigo, titulo, descricao)
          select ${principioId}, x.codigo, x.titulo, x.descricao
            from jsonb_to_recordset(${JSON.stringify(
              novos.map((c) => ({ codigo: c.codigo, titulo: c.titulo, descricao: c.descricao })),
            )}::jsonb) as x(codigo integer, titulo text, descricao text)
          returning id, codigo`,
    );
    for (const r of inseridos) idDoCriterio.set(Number(r.codigo), Number(r.id));
  }
  return { finais, existentes, novos, idDoCriterio };
}

type IndicadorFinal = CriterioDoCorpo['indicadores'][number] & {
  posicao: [number, number];
  criterioId: number;
  sequencia: number;
  codigo: string;
};

/** An indicator as a row of the batch statements' record set. */
const registro = (i: IndicadorFinal) => ({
  id: i.id,
  criterio_id: i.criterioId,
  sequencia: i.sequencia,
  codigo: i.codigo,
  titulo: i.titulo,
  categorias: i.categorias,
  possuirestricao: i.possuirestricao,
  restricao: i.restricao,
  possuiorientacao: i.possuiorientacao,
  orientacao: i.orientacao,
  possuigee: i.possuigee,
  possuievidencia: i.possuievidencia,
  exemploevidencia: i.exemploevidencia,
  possuipercentual: i.possuipercentual,
});
const colunas = sql.raw(`id integer, criterio_id integer, sequencia integer, codigo text, titulo text,
  categorias integer[], possuirestricao boolean, restricao text, possuiorientacao boolean, orientacao text,
  possuigee boolean, possuievidencia boolean, exemploevidencia text, possuipercentual boolean`);

/** The key of a body position in `idDoIndicador`. */
export const chaveDaPosicao = (posicao: [number, number]) => posicao.join('.');

export type IndicadoresGravados = Awaited<ReturnType<typeof gravarIndicadores>>;

/**
 * Step 3, indicators: the same two steps as the criteria, each indicator with its criterion,
 * sequence and code from its position.
 */
export async function gravarIndicadores(
  tx: Database,
  principio: { id: number; codigo: number },
  criterios: CriteriosGravados,
) {
  const finais = criterios.finais.flatMap((c, ci) =>
    c.indicadores.map(
      (ind, ii): IndicadorFinal => ({
        ...ind,
        posicao: [ci, ii],
        criterioId: criterios.idDoCriterio.get(c.codigo)!,
        sequencia: ii + 1,
        codigo: `${principio.codigo}.${c.codigo}.${ii + 1}`,
      }),
    ),
  );
  const existentes = finais.filter((i) => i.id !== undefined);
  if (existentes.length > 0) {
    await tx.execute(sql`
      update indicador set sequencia = -sequencia
       where criterio_id in (select id from criterio where principio_id = ${principio.id})`);
    await tx.execute(sql`
      update indicador i set criterio_id = x.criterio_id, sequencia = x.sequencia, codigo = x.codigo,
             titulo = x.titulo, categorias = x.categorias, possuirestricao = x.possuirestricao,
             restricao = x.restricao, possuiorientacao = x.possuiorientacao, orientacao = x.orientacao,
             possuigee = x.possuigee, possuievidencia = x.possuievidencia,
             exemploevidencia = x.exemploevidencia, possuipercentual = x.possuipercentual
        from jsonb_to_recordset(${JSON.stringify(existentes.map(registro))}::jsonb) as x(${colunas})
       where i.id = x.id`);
  }
  const idDoIndicador = new Map<string, number>(existentes.map((i) => [chaveDaPosicao(i.posicao), i.id!]));
  const novos = finais.filter((i) => i.id === undefined);
  if (novos.length > 0) {
    const inseridos = await linhas<{ id: number; criterio_id: number; sequencia: number }>(
      tx,
      sql`insert into indicador (criterio_id, sequencia, codigo, titulo, categorias, possuirestricao, restricao,
            possuiorientacao, orientacao, possuigee, possuievidencia, exemploevidencia, possuipercentual)
          select x.criterio_id, x.sequencia, x.codigo, x.titulo, x.categorias, x.possuirestricao, x.restricao,
                 x.possuiorientacao, x.orientacao, x.possuigee, x.possuievidencia, x.exemploevidencia,
                 x.possuipercentual
            from jsonb_to_recordset(${JSON.stringify(novos.map(registro))}::jsonb) as x(${colunas})
          returning id, criterio_id, sequencia`,
    );
    const porChave = new Map(inseridos.map((r) => [`${r.criterio_id}.${r.sequencia}`, Number(r.id)]));
    for (const i of novos)
      idDoIndicador.set(chaveDaPosicao(i.posicao), porChave.get(`${i.criterioId}.${i.sequencia}`)!);
  }
  return { finais, existentes, novos, idDoIndicador };
}

/** Step 4, levels: kept ones take their new description; new ones are inserted. */
export async function gravarNiveis(tx: Database, plano: Plano, idDoIndicador: Map<string, number>) {
  if (plano.niveisMantidos.size > 0) {
    await tx.execute(sql`
      update nivel n set descricao = x.descricao
        from jsonb_to_recordset(${JSON.stringify([...plano.niveisMantidos.values()])}::jsonb) as x(id integer, descricao text)
       where n.id = x.id and n.descricao is distinct from x.descricao`);
  }
  if (plano.niveisNovos.length > 0) {
    await tx.execute(sql`
      insert into nivel (indicador_id, peso, descricao)
      select x.indicador_id, x.peso, x.descricao
        from jsonb_to_recordset(${JSON.stringify(
          plano.niveisNovos.map((n) => ({
            indicador_id: idDoIndicador.get(chaveDaPosicao(n.posicao)),
            peso: n.peso,
            descricao: n.descricao,
          })),
        )}::jsonb) as x(indicador_id integer, peso integer, descricao text)`);
  }
}

/** Step 5: criteria left out go last, once their indicators that moved elsewhere have moved. */
export async function apagarCriterios(tx: Database, plano: Plano) {
  if (plano.criteriosRemovidos.length > 0)
    await tx.delete(criterio).where(
      inArray(
        criterio.id,
        plano.criteriosRemovidos.map((c) => c.id),
      ),
    );
}
