import { createHash } from 'node:crypto';
import { compararPorCodigo, type Nivel } from '@guia/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Database, schema } from '../../db/client.ts';
import { comPrincipioDoIndicador } from '../../db/queries/edicao-do-indicador.ts';
import { comDono } from '../../db/queries/questionarios.ts';

// The reports' SQL: the edition's texts and the finished questionnaire with everything stored for it.
// Assembling the reports from these rows is relatorio.service.ts; caching them is plugins/relatorio-cache.ts.

const { objeto, usuario, categoria, municipio, atividade, sistemaAdotado, edicao } = schema;
const { principio, indicador, nivel, apoio, questionario } = schema;

/** The texts of an edition the reports show: principles, indicators with their levels, support materials. */
export interface EstruturaDaEdicao {
  /**
   * A digest of these very texts (`impressaoDaEstrutura`): part of a stored report's validators, so
   * a report is rebuilt whenever the texts a server holds differ from those it was built from.
   */
  impressao: string;
  principios: Map<
    number,
    { id: number; titulo: string; subtitulo: string; descricao: string; icone: string; orientacao: string }
  >;
  indicadores: Map<
    number,
    {
      codigo: string;
      titulo: string;
      principioCodigo: number;
      /** Examples of evidence for the indicator (the evidence modal shows them). */
      exemploevidencia: string | null;
      niveis: Nivel[];
      /** Position in code order (compararPorCodigo), so each report sorts by a number. */
      ordem: number;
      /** Support materials by category id. */
      apoio: Map<number, { id: number; titulo: string; url: string }[]>;
    }
  >;
}

export async function lerEstrutura(db: Database, edicaoId: number): Promise<EstruturaDaEdicao> {
  const principios = await db
    .select({
      id: principio.id,
      codigo: principio.codigo,
      titulo: principio.titulo,
      subtitulo: principio.subtitulo,
      descricao: principio.descricao,
      icone: principio.icone,
      orientacao: principio.orientacao,
    })
    .from(principio)
    .where(eq(principio.edicaoId, edicaoId));
  const indicadores = await comPrincipioDoIndicador(
    db
      .select({
        id: indicador.id,
        codigo: indicador.codigo,
        titulo: indicador.titulo,
        principioCodigo: principio.codigo,
        exemploevidencia: indicador.exemploevidencia,
      })
      .from(indicador)
      .$dynamic(),
  ).where(eq(principio.edicaoId, edicaoId));
  const niveis = await comPrincipioDoIndicador(
    db
      .select({ id: nivel.id, indicadorId: nivel.indicadorId, peso: nivel.peso, descricao: nivel.descricao })
      .from(nivel)
      .innerJoin(indicador, eq(indicador.id, nivel.indicadorId))
      .$dynamic(),
  )
    .where(eq(principio.edicaoId, edicaoId))
    .orderBy(asc(nivel.peso));
  const apoios = await comPrincipioDoIndicador(
    db
      .select({
        id: apoio.id,
        indicadorId: apoio.indicadorId,
        categoriaId: apoio.categoriaId,
        titulo: apoio.titulo,
        url: apoio.url,
      })
      .from(apoio)
      .innerJoin(indicador, eq(indicador.id, apoio.indicadorId))
      .$dynamic(),
  )
    .where(eq(principio.edicaoId, edicaoId))
    .orderBy(asc(apoio.id));
  const ordenados = [...indicadores].sort((x, y) =>
    compararPorCodigo({ ...x, resposta: null }, { ...y, resposta: null }),
  );
  const estrutura: EstruturaDaEdicao = {
    impressao: '',
    principios: new Map(principios.map(({ codigo, ...p }) => [codigo, p])),
    indicadores: new Map(
      ordenados.map(({ id, ...i }, ordem) => [id, { ...i, niveis: [], ordem, apoio: new Map() }]),
    ),
  };
  for (const { indicadorId, ...n } of niveis) estrutura.indicadores.get(indicadorId)?.niveis.push(n);
  for (const { indicadorId, categoriaId, ...a } of apoios) {
    const porCategoria = estrutura.indicadores.get(indicadorId)?.apoio;
    const lista = porCategoria?.get(categoriaId);
    if (lista) lista.push(a);
    else porCategoria?.set(categoriaId, [a]);
  }
  estrutura.impressao = impressaoDaEstrutura(estrutura);
  return estrutura;
}

/** A digest of an edition's texts that does not depend on the order the rows came in. */
export function impressaoDaEstrutura(e: Omit<EstruturaDaEdicao, 'impressao'>): string {
  const porChave = <K extends number, V>(m: Map<K, V>) => [...m].sort(([a], [b]) => a - b);
  const indicadores = porChave(e.indicadores).map(([id, i]) => [
    id,
    { ...i, niveis: [...i.niveis].sort((a, b) => a.id - b.id), apoio: porChave(i.apoio) },
  ]);
  return createHash('sha1')
    .update(JSON.stringify([porChave(e.principios), indicadores]))
    .digest('base64url');
}

/** [principio_codigo, total, respondidas, aplicaveis, potencial, avaliacao, aproveitamento, atendido, nao_atendido, nao_preenchido] */
export type LinhaResultado = [number, number, number, number, number, number, number, number, number, number];
/** [indicador_id, nivel_id, percentual] */
export type LinhaResposta = [number, number, number | null];
/** [id, indicador_id, titulo] */
export type LinhaEvidencia = [number, number, string];
/** [questionario_id, edicao_id, finalizado_em, aproveitamentos by principle code, the edition's year] */
export type LinhaHistorico = [number, number, string, number[], number];

const jsonDoQuestionario = {
  resultados: sql<LinhaResultado[] | null>`(select json_agg(json_build_array(r.principio_codigo, r.total,
    r.respondidas, r.aplicaveis, r.potencial, r.avaliacao, r.aproveitamento, r.atendido, r.nao_atendido,
    r.nao_preenchido) order by r.principio_codigo) from resultado_principio r where r.questionario_id = ${questionario.id})`,
  respostas: sql<LinhaResposta[] | null>`(select json_agg(json_build_array(rp.indicador_id, rp.nivel_id,
    rp.percentual)) from resposta rp where rp.questionario_id = ${questionario.id})`,
  evidencias: sql<
    LinhaEvidencia[] | null
  >`(select json_agg(json_build_array(ev.id, ev.indicador_id, ev.titulo)
    order by ev.id) from evidencia ev where ev.questionario_id = ${questionario.id})`,
};

/** The unit's finished questionnaires (any edition) with their frozen aproveitamento per principle and their edition's year. */
export const historicoDaUnidade = sql<
  LinhaHistorico[] | null
>`(select json_agg(json_build_array(h.id, h.edicao_id,
  h.finalizado_em, (select json_agg(hr.aproveitamento order by hr.principio_codigo) from resultado_principio hr
  where hr.questionario_id = h.id), he.ano)) from questionario h join edicao he on he.id = h.edicao_id
  where h.objeto_id = ${questionario.objetoId} and h.finalizado)`;

/**
 * [atualizado, unidades, donos, s1..s5, proprias, d1..d5]: the comparative group's published
 * snapshot and the owner's own rows in it (what `lerGrupo` reads), in the report's round trip. The
 * group key is the `chave` parameter, or the unit's own UF when it is null ('minha região').
 */
export const grupoDoComparativo = sql<(number | string | boolean | null)[] | null>`(select json_build_array(
    exists (select 1 from comparativo_estado ce where ce.edicao_id = ${questionario.edicaoId}),
    g.unidades, g.donos, g.soma_p1, g.soma_p2, g.soma_p3, g.soma_p4, g.soma_p5,
    d.proprias, d.d1, d.d2, d.d3, d.d4, d.d5)
  from (select coalesce(${sql.placeholder('chave')}::text, 'uf:' || ${objeto.uf}) as chave) k
  left join comparativo_grupo g on g.edicao_id = ${questionario.edicaoId} and g.grupo = k.chave
  cross join lateral (
    select count(*) as proprias, coalesce(sum(m.p1), 0) as d1, coalesce(sum(m.p2), 0) as d2,
      coalesce(sum(m.p3), 0) as d3, coalesce(sum(m.p4), 0) as d4, coalesce(sum(m.p5), 0) as d5
    from comparativo_membro m
    where m.edicao_id = ${questionario.edicaoId} and m.grupo = k.chave and m.usuario_id = ${objeto.usuarioId}
  ) d)`;

/**
 * The comparative group's publication stamp: whether the edition's snapshots were ever refreshed
 * and the version of the group's published header (every publication of a group bumps it, and the
 * owner's own member rows only change in a publication). The group key is the `chave` parameter,
 * or the unit's own UF when it is null ('minha região').
 */
const carimboDoGrupo = sql`concat_ws(':', exists (select 1 from comparativo_estado ce where ce.edicao_id = ${questionario.edicaoId}),
  (select g.versao from comparativo_grupo g where g.edicao_id = ${questionario.edicaoId}
    and g.grupo = coalesce(${sql.placeholder('chave')}::text, 'uf:' || ${objeto.uf})))`;

/**
 * The validators of a stored report (`relatorio_armazenado`): an md5 of the change stamps of
 * everything a finished report shows that can still change — the questionnaire (its evidence
 * files), the unit header and the unit's history, the owner's name and e-mail, the reference
 * titles (category, activity, system, municipality, an edition's year), the edition's texts
 * (`revisao`) — plus the `versao` parameter (format version, kind, settings) and, for a group
 * comparative, the group's publication. Triggers keep the stamps (migration 0024), so a read
 * compares a few integers read by primary key instead of hashing the fields themselves. The frozen
 * numbers never change. Written once for the read (`relatorio.leitura.ts`) and the rebuild
 * (`selectRelatorio`), over the same unaliased tables, so both compute the same digest.
 */
export function validadoresSql(comGrupo = false) {
  return sql<string>`md5(concat_ws('|', ${sql.placeholder('versao')}::text, ${questionario.id},
    ${questionario.finalizadoEm}, ${questionario.versaoRelatorio}, ${edicao.ano}, ${edicao.revisao},
    ${objeto.versaoRelatorio}, ${usuario.versaoRelatorio}, (select r.versao from relatorio_referencia r)${
      comGrupo ? sql`, ${carimboDoGrupo}` : sql``
    }))`;
}

/** The report's questionnaire, unit header and everything it stored, in one round trip. */
export function selectRelatorio(db: Database, comHistorico: boolean, comGrupo = false) {
  return comDono(
    db
      .select({
        questionarioId: questionario.id,
        edicaoId: questionario.edicaoId,
        ano: edicao.ano,
        finalizado: questionario.finalizado,
        finalizadoEm: questionario.finalizadoEm,
        objetoId: objeto.id,
        usuarioId: objeto.usuarioId,
        nomeunidade: objeto.nomeunidade,
        cidade: municipio.nome,
        uf: objeto.uf,
        nome: usuario.nome,
        email: usuario.email,
        categoriaId: objeto.categoriaId,
        categoria: categoria.titulo,
        atividade: atividade.descricao,
        sistemaadotado: sistemaAdotado.descricao,
        area: objeto.area,
        areaPasto: objeto.areaPasto,
        rebanho: objeto.rebanho,
        inscricaoEstadual: objeto.inscricaoEstadual,
        car: objeto.car,
        ...jsonDoQuestionario,
        historico: comHistorico ? historicoDaUnidade : sql<LinhaHistorico[] | null>`null`,
        grupo: comGrupo ? grupoDoComparativo : sql<(number | string | boolean | null)[] | null>`null`,
        validadores: validadoresSql(comGrupo),
      })
      .from(questionario)
      .$dynamic(),
  )
    .innerJoin(edicao, eq(edicao.id, questionario.edicaoId))
    .innerJoin(categoria, eq(categoria.id, objeto.categoriaId))
    .innerJoin(municipio, eq(municipio.codigo, objeto.cidade))
    .leftJoin(atividade, eq(atividade.id, objeto.atividadeId))
    .leftJoin(sistemaAdotado, eq(sistemaAdotado.id, objeto.sistemaadotadoId));
}

export type LinhaRelatorio = Awaited<ReturnType<ReturnType<typeof selectRelatorio>['execute']>>[number];

/**
 * The report queries as prepared statements, one set per database: PostgreSQL then plans their
 * eight joins once per connection instead of on every request (planning costs ten times the run).
 */
function prepararConsultas(db: Database) {
  const porId = (comHistorico: boolean, nome: string, comGrupo = false) =>
    selectRelatorio(db, comHistorico, comGrupo)
      .where(
        and(
          eq(questionario.id, sql.placeholder('questionarioId')),
          eq(questionario.objetoId, sql.placeholder('objetoId')),
          eq(questionario.edicaoId, sql.placeholder('edicaoId')),
        ),
      )
      .prepare(nome);
  return {
    porId: porId(false, 'relatorio_por_id'),
    porIdComHistorico: porId(true, 'relatorio_por_id_com_historico'),
    porIdComGrupo: porId(false, 'relatorio_por_id_com_grupo', true),
    ultimo: selectRelatorio(db, false)
      .where(
        and(
          eq(questionario.objetoId, sql.placeholder('objetoId')),
          eq(questionario.edicaoId, sql.placeholder('edicaoId')),
          eq(questionario.finalizado, true),
        ),
      )
      .orderBy(desc(questionario.finalizadoEm), desc(questionario.id))
      .limit(1)
      .prepare('relatorio_ultimo_finalizado'),
  };
}

const consultas = new WeakMap<Database, ReturnType<typeof prepararConsultas>>();

export function consultasPreparadas(db: Database) {
  let c = consultas.get(db);
  if (!c) {
    c = prepararConsultas(db);
    consultas.set(db, c);
  }
  return c;
}

/** The owner of a unit, or undefined when there is no such unit. */
export async function donoDaUnidade(
  db: Database,
  objetoId: number,
): Promise<{ usuarioId: number } | undefined> {
  const [unidade] = await db
    .select({ usuarioId: objeto.usuarioId })
    .from(objeto)
    .where(eq(objeto.id, objetoId));
  return unidade;
}
