import {
  type AvaliacaoGeral,
  alertaGrupoInsuficiente,
  type Comparativo,
  calcularAvaliacaoGeral,
  chaveDoGrupo,
  compararComAnterior,
  compararComGrupo,
  compararPorCodigo,
  deArmazenado,
  type GrupoRelatorioComparativo,
  type IndicadorResultado,
  type Nivel,
  type PrincipioResultado,
  type ResultadoFinalizado,
  resultadoDoIndicador,
  selecionarPrioridades,
} from '@guia/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Database, schema } from '../../db/client.ts';
import { comDono } from '../../db/queries/questionarios.ts';
import { notFound } from '../../errors.ts';
import type { Actor } from '../../policies/objeto.policy.ts';
import { canReadRelatorio } from '../../policies/relatorio.policy.ts';
import { atualizarComparativo, type LeituraDoGrupo, leituraDoJson, lerGrupo } from './comparativo.service.ts';

const { objeto, usuario, categoria, municipio, atividade, sistemaAdotado, edicao } = schema;
const { principio, criterio, indicador, nivel, apoio, questionario } = schema;

export const MENSAGENS_RELATORIO = {
  unidadeNaoEncontrada: 'Unidade não encontrada',
  questionarioNaoEncontrado: 'Questionário não encontrado',
  semFinalizado: 'Esta unidade ainda não possui um Guia finalizado nesta edição.',
  naoFinalizado: 'O relatório fica disponível depois que o Guia é finalizado.',
} as const;

/** Which report: the unit and edition, the questionnaire (optional only for the performance report), the admin's `user_id`. */
export interface RelatorioRef {
  objetoId: number;
  edicaoId: number;
  questionarioId?: number;
  /** Administrators reading on behalf of a user: must be the unit's owner. */
  userId?: number;
}

/** The texts of an edition the reports show: principles, indicators with their levels, support materials. */
export interface EstruturaDaEdicao {
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

async function lerEstrutura(db: Database, edicaoId: number): Promise<EstruturaDaEdicao> {
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
  const indicadores = await db
    .select({
      id: indicador.id,
      codigo: indicador.codigo,
      titulo: indicador.titulo,
      principioCodigo: principio.codigo,
      exemploevidencia: indicador.exemploevidencia,
    })
    .from(indicador)
    .innerJoin(criterio, eq(criterio.id, indicador.criterioId))
    .innerJoin(principio, eq(principio.id, criterio.principioId))
    .where(eq(principio.edicaoId, edicaoId));
  const niveis = await db
    .select({ id: nivel.id, indicadorId: nivel.indicadorId, peso: nivel.peso, descricao: nivel.descricao })
    .from(nivel)
    .innerJoin(indicador, eq(indicador.id, nivel.indicadorId))
    .innerJoin(criterio, eq(criterio.id, indicador.criterioId))
    .innerJoin(principio, eq(principio.id, criterio.principioId))
    .where(eq(principio.edicaoId, edicaoId))
    .orderBy(asc(nivel.peso));
  const apoios = await db
    .select({
      id: apoio.id,
      indicadorId: apoio.indicadorId,
      categoriaId: apoio.categoriaId,
      titulo: apoio.titulo,
      url: apoio.url,
    })
    .from(apoio)
    .innerJoin(indicador, eq(indicador.id, apoio.indicadorId))
    .innerJoin(criterio, eq(criterio.id, indicador.criterioId))
    .innerJoin(principio, eq(principio.id, criterio.principioId))
    .where(eq(principio.edicaoId, edicaoId))
    .orderBy(asc(apoio.id));
  const ordenados = [...indicadores].sort((x, y) =>
    compararPorCodigo({ ...x, resposta: null }, { ...y, resposta: null }),
  );
  const estrutura: EstruturaDaEdicao = {
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
  return estrutura;
}

/** How long the edition texts are reused: an edit of the edition shows in the reports after at most this. */
export const ESTRUTURA_TTL_MS = 30_000;
const estruturas = new WeakMap<Database, Map<number, { em: number; valor: Promise<EstruturaDaEdicao> }>>();

/**
 * The edition's texts, kept in memory for ESTRUTURA_TTL_MS per database: they change only when an
 * administrator edits the edition, while every report reads them. Numbers never come from here.
 */
export function estruturaDaEdicao(db: Database, edicaoId: number): Promise<EstruturaDaEdicao> {
  let porEdicao = estruturas.get(db);
  if (!porEdicao) {
    porEdicao = new Map();
    estruturas.set(db, porEdicao);
  }
  const atual = porEdicao.get(edicaoId);
  if (atual && Date.now() - atual.em < ESTRUTURA_TTL_MS) return atual.valor;
  const valor = lerEstrutura(db, edicaoId);
  const mapa = porEdicao;
  mapa.set(edicaoId, { em: Date.now(), valor });
  valor.catch(() => {
    if (mapa.get(edicaoId)?.valor === valor) mapa.delete(edicaoId);
  });
  return valor;
}

/** Drivers hand json columns back parsed; a text fallback keeps the service driver-agnostic. */
function parseJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** [principio_codigo, total, respondidas, aplicaveis, potencial, avaliacao, aproveitamento, atendido, nao_atendido, nao_preenchido] */
type LinhaResultado = [number, number, number, number, number, number, number, number, number, number];
/** [indicador_id, nivel_id, percentual] */
type LinhaResposta = [number, number, number | null];
/** [id, indicador_id, titulo] */
type LinhaEvidencia = [number, number, string];
/** [questionario_id, edicao_id, finalizado_em, aproveitamentos by principle code] */
type LinhaHistorico = [number, number, string, number[]];

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

/** The unit's finished questionnaires (any edition) with their frozen aproveitamento per principle. */
const historicoDaUnidade = sql<LinhaHistorico[] | null>`(select json_agg(json_build_array(h.id, h.edicao_id,
  h.finalizado_em, (select json_agg(hr.aproveitamento order by hr.principio_codigo) from resultado_principio hr
  where hr.questionario_id = h.id))) from questionario h where h.objeto_id = ${questionario.objetoId} and h.finalizado)`;

/**
 * [atualizado, unidades, donos, s1..s5, proprias, d1..d5]: the comparative group's published
 * snapshot and the owner's own rows in it (what `lerGrupo` reads), in the report's round trip. The
 * group key is the `chave` parameter, or the unit's own UF when it is null ('minha região').
 */
const grupoDoComparativo = sql<(number | string | boolean | null)[] | null>`(select json_build_array(
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

/** The report's questionnaire, unit header and everything it stored, in one round trip. */
function selectRelatorio(db: Database, comHistorico: boolean, comGrupo = false) {
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

type LinhaRelatorio = Awaited<ReturnType<ReturnType<typeof selectRelatorio>['execute']>>[number];

/** The unit header and the finished questionnaire a report is about. */
export interface Cabecalho {
  questionarioId: number;
  edicaoId: number;
  ano: number;
  finalizadoEm: Date;
  objetoId: number;
  usuarioId: number;
  nomeunidade: string;
  cidade: string;
  uf: string;
  nome: string;
  email: string;
  categoriaId: number;
  categoria: string;
  atividade: string | null;
  sistemaadotado: string | null;
  area: number | null;
  areaPasto: number | null;
  rebanho: number | null;
  inscricaoEstadual: string | null;
  car: string | null;
}

/** A finished questionnaire with what was stored for it. */
export interface RelatorioCarregado {
  cabecalho: Cabecalho;
  /** The comparative group's snapshot, when it was asked for with the report (`chaveDoGrupo`). */
  leituraDoGrupo?: LeituraDoGrupo;
  resultados: LinhaResultado[];
  respostas: LinhaResposta[];
  evidencias: LinhaEvidencia[];
  historico: LinhaHistorico[];
}

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

function consultasPreparadas(db: Database) {
  let c = consultas.get(db);
  if (!c) {
    c = prepararConsultas(db);
    consultas.set(db, c);
  }
  return c;
}

const podeLer = (actor: Actor, row: { usuarioId: number }, userId: number | undefined) =>
  canReadRelatorio(actor, row) && (userId === undefined || row.usuarioId === userId);

function carregado(row: LinhaRelatorio & { finalizadoEm: Date }): RelatorioCarregado {
  const { resultados, respostas, evidencias, historico, grupo, finalizado: _f, ...cabecalho } = row;
  return {
    cabecalho,
    ...(grupo ? { leituraDoGrupo: leituraDoJson(parseJson(grupo)) } : {}),
    resultados: parseJson(resultados) ?? [],
    respostas: parseJson(respostas) ?? [],
    evidencias: parseJson(evidencias) ?? [],
    historico: parseJson(historico) ?? [],
  };
}

/**
 * Loads the questionnaire a report is about, with its unit header and stored rows, after one access
 * check: another user's record answers exactly like a missing one, and an open questionnaire has no
 * report (404). Without `questionarioId`, the unit's latest finished questionnaire of the edition.
 */
export async function carregarRelatorio(
  db: Database,
  actor: Actor,
  ref: RelatorioRef,
  comHistorico = false,
  /**
   * Also read a comparative group's snapshot in the same round trip: its key, or null for the unit's
   * own UF ('minha região'). Only with `questionarioId` and without the history.
   */
  chaveDoGrupo?: string | null,
): Promise<RelatorioCarregado> {
  const consultas = consultasPreparadas(db);
  if (ref.questionarioId !== undefined) {
    const params = { questionarioId: ref.questionarioId, objetoId: ref.objetoId, edicaoId: ref.edicaoId };
    const [row] =
      chaveDoGrupo !== undefined && !comHistorico
        ? await consultas.porIdComGrupo.execute({ ...params, chave: chaveDoGrupo })
        : await (comHistorico ? consultas.porIdComHistorico : consultas.porId).execute(params);
    if (!row || !podeLer(actor, row, ref.userId))
      throw notFound(MENSAGENS_RELATORIO.questionarioNaoEncontrado);
    if (!row.finalizado || !row.finalizadoEm) throw notFound(MENSAGENS_RELATORIO.naoFinalizado);
    return carregado({ ...row, finalizadoEm: row.finalizadoEm });
  }
  const [row] = await consultas.ultimo.execute({ objetoId: ref.objetoId, edicaoId: ref.edicaoId });
  if (row?.finalizadoEm && podeLer(actor, row, ref.userId))
    return carregado({ ...row, finalizadoEm: row.finalizadoEm });
  if (row) throw notFound(MENSAGENS_RELATORIO.unidadeNaoEncontrada);
  // Nothing finished: only the unit's reader learns that; anyone else sees a missing unit.
  const [unidade] = await db
    .select({ usuarioId: objeto.usuarioId })
    .from(objeto)
    .where(eq(objeto.id, ref.objetoId));
  if (!unidade || !podeLer(actor, unidade, ref.userId))
    throw notFound(MENSAGENS_RELATORIO.unidadeNaoEncontrada);
  throw notFound(MENSAGENS_RELATORIO.semFinalizado);
}

/** Only the unit header of a report's finished questionnaire, after the same access checks. */
export async function carregarCabecalho(db: Database, actor: Actor, ref: RelatorioRef): Promise<Cabecalho> {
  return (await carregarRelatorio(db, actor, ref)).cabecalho;
}

/** A principle of the edition with the result frozen at finish. */
export interface PrincipioDoRelatorio {
  id: number;
  codigo: number;
  titulo: string;
  subtitulo: string;
  descricao: string;
  icone: string;
  orientacao: string;
  resultado: PrincipioResultado;
}

/** The frozen per-principle rows with the principle texts: never recomputed. */
function principiosDoRelatorio(r: RelatorioCarregado, estrutura: EstruturaDaEdicao): PrincipioDoRelatorio[] {
  return r.resultados.map((linha) => {
    const [principioCodigo, total, respondidas, aplicaveis, potencial, avaliacao, aproveitamento] = linha;
    const [, , , , , , , atendido, naoAtendido, naoPreenchido] = linha;
    const p = estrutura.principios.get(principioCodigo);
    return {
      id: p?.id ?? 0,
      codigo: principioCodigo,
      titulo: p?.titulo ?? '',
      subtitulo: p?.subtitulo ?? '',
      descricao: p?.descricao ?? '',
      icone: p?.icone ?? '',
      orientacao: p?.orientacao ?? '',
      resultado: deArmazenado({
        principioCodigo,
        total,
        respondidas,
        aplicaveis,
        potencial,
        avaliacao,
        aproveitamento,
        atendido,
        naoAtendido,
        naoPreenchido,
      }),
    };
  });
}

/** One gabarito item: the scored indicator plus its support materials and evidence files. */
export interface ItemDoGabarito extends IndicadorResultado {
  exemploevidencia: string | null;
  apoio: { id: number; titulo: string; url: string }[];
  evidencias: { id: number; titulo: string }[];
}

/**
 * The answer key in code order: the indicators the questionnaire answered (every applicable one,
 * since only complete questionnaires finish), scored by the shared module, with the support
 * materials for the unit's category and the evidence files sent.
 */
function gabaritoDoRelatorio(r: RelatorioCarregado, estrutura: EstruturaDaEdicao): ItemDoGabarito[] {
  const evidencias = new Map<number, { id: number; titulo: string }[]>();
  for (const [id, indicadorId, titulo] of r.evidencias) {
    const lista = evidencias.get(indicadorId);
    if (lista) lista.push({ id, titulo });
    else evidencias.set(indicadorId, [{ id, titulo }]);
  }
  const { categoriaId } = r.cabecalho;
  const itens: { ordem: number; item: ItemDoGabarito }[] = [];
  for (const [indicadorId, nivelId, percentual] of r.respostas) {
    const i = estrutura.indicadores.get(indicadorId);
    if (!i) continue;
    const item = resultadoDoIndicador({
      id: indicadorId,
      codigo: i.codigo,
      titulo: i.titulo,
      principioCodigo: i.principioCodigo,
      categorias: [],
      niveis: i.niveis,
      resposta: { nivelId, percentual },
    }) as ItemDoGabarito;
    item.exemploevidencia = i.exemploevidencia;
    item.apoio = i.apoio.get(categoriaId) ?? [];
    item.evidencias = evidencias.get(indicadorId) ?? [];
    itens.push({ ordem: i.ordem, item });
  }
  // Code order (compararPorCodigo), computed once per edition.
  return itens.sort((a, b) => a.ordem - b.ordem).map((x) => x.item);
}

export interface Desempenho {
  cabecalho: Cabecalho;
  avaliacaoGeral: AvaliacaoGeral;
  principios: (PrincipioDoRelatorio & { gabarito: ItemDoGabarito[] })[];
}

/** Performance report (screen 19): numbers from the frozen rows, texts from the edition. */
export async function carregarDesempenho(db: Database, actor: Actor, ref: RelatorioRef): Promise<Desempenho> {
  const r = await carregarRelatorio(db, actor, ref);
  return montarDesempenho(r, await estruturaDaEdicao(db, r.cabecalho.edicaoId));
}

/** The performance report from what was loaded: a pure function of its two inputs. */
export function montarDesempenho(r: RelatorioCarregado, estrutura: EstruturaDaEdicao): Desempenho {
  const principios = principiosDoRelatorio(r, estrutura);
  const gabarito = gabaritoDoRelatorio(r, estrutura);
  return {
    cabecalho: r.cabecalho,
    avaliacaoGeral: calcularAvaliacaoGeral(principios.map((p) => p.resultado)),
    principios: principios.map((p) => ({
      ...p,
      gabarito: gabarito.filter((g) => g.principioCodigo === p.codigo),
    })),
  };
}

export interface Completo {
  cabecalho: Cabecalho;
  principios: PrincipioDoRelatorio[];
  avaliacaoGeral: AvaliacaoGeral;
  /** Indicators of the questionnaire, as frozen. */
  questions: number;
  gabarito: ItemDoGabarito[];
}

/** Complete report (screen 20). */
export async function carregarCompleto(db: Database, actor: Actor, ref: RelatorioRef): Promise<Completo> {
  const r = await carregarRelatorio(db, actor, ref);
  return montarCompleto(r, await estruturaDaEdicao(db, r.cabecalho.edicaoId));
}

/** The complete report from what was loaded: a pure function of its two inputs. */
export function montarCompleto(r: RelatorioCarregado, estrutura: EstruturaDaEdicao): Completo {
  const principios = principiosDoRelatorio(r, estrutura);
  return {
    cabecalho: r.cabecalho,
    principios,
    avaliacaoGeral: calcularAvaliacaoGeral(principios.map((p) => p.resultado)),
    questions: principios.reduce((soma, p) => soma + p.resultado.total, 0),
    gabarito: gabaritoDoRelatorio(r, estrutura),
  };
}

/**
 * Remembers the JSON of the latest reports per questionnaire. A report is a pure function of the
 * loaded rows and the edition texts, so an entry is reused only when both are the very same (the
 * rows compared as text, the texts by identity); at most `limite` questionnaires, least recent out.
 */
export function criarCacheDeJson(limite = 256) {
  const entradas = new Map<number, { estrutura: EstruturaDaEdicao; impressao: string; json: string }>();
  return function obter(r: RelatorioCarregado, estrutura: EstruturaDaEdicao, produzir: () => string): string {
    const id = r.cabecalho.questionarioId;
    const impressao = JSON.stringify(r);
    const e = entradas.get(id);
    entradas.delete(id);
    if (e && e.estrutura === estrutura && e.impressao === impressao) {
      entradas.set(id, e);
      return e.json;
    }
    const json = produzir();
    entradas.set(id, { estrutura, impressao, json });
    if (entradas.size > limite) entradas.delete(entradas.keys().next().value!);
    return json;
  };
}

export interface Prioridades {
  cabecalho: Cabecalho;
  /** At most five, chosen by SCORING.md; empty when none. */
  prioridades: ItemDoGabarito[];
}

/** Priorities report (screen 21). */
export async function carregarPrioridades(
  db: Database,
  actor: Actor,
  ref: RelatorioRef,
): Promise<Prioridades> {
  const r = await carregarRelatorio(db, actor, ref);
  const estrutura = await estruturaDaEdicao(db, r.cabecalho.edicaoId);
  return { cabecalho: r.cabecalho, prioridades: selecionarPrioridades(gabaritoDoRelatorio(r, estrutura)) };
}

export interface OpcoesComparativo {
  grupo: GrupoRelatorioComparativo;
  /** Smallest group shown (confidentiality): units and distinct owners once the owner's units are out. */
  minUnidades: number;
  produto: string;
}

export interface ComparativoCarregado {
  cabecalho: Cabecalho;
  principios: PrincipioDoRelatorio[];
  comparativo: Comparativo;
}

/**
 * Comparative report (screen 22). Against a group: its published snapshot without any unit of the
 * unit's OWNER (also when an administrator reads it), through the shared rule; an edition never
 * refreshed is refreshed first, once. Against 'meu-guia': the unit's previous questionnaire.
 */
export async function carregarComparativo(
  db: Database,
  actor: Actor,
  ref: RelatorioRef,
  opcoes: OpcoesComparativo,
): Promise<ComparativoCarregado> {
  const r = await carregarRelatorio(
    db,
    actor,
    ref,
    opcoes.grupo === 'meu-guia',
    opcoes.grupo === 'meu-guia'
      ? undefined
      : opcoes.grupo === 'minha-regiao'
        ? null
        : chaveDoGrupo(opcoes.grupo, ''),
  );
  const { cabecalho } = r;
  const estrutura = await estruturaDaEdicao(db, cabecalho.edicaoId);
  const principios = principiosDoRelatorio(r, estrutura);
  if (opcoes.grupo === 'meu-guia') {
    const daUnidade: ResultadoFinalizado[] = r.historico.map(
      ([questionarioId, edicaoId, finalizadoEm, aproveitamentos]) => ({
        questionarioId,
        objetoId: cabecalho.objetoId,
        edicaoId,
        uf: cabecalho.uf,
        finalizadoEm: new Date(finalizadoEm),
        aproveitamentos: (aproveitamentos ?? []).map(Number),
      }),
    );
    const selecionado = daUnidade.find((h) => h.questionarioId === cabecalho.questionarioId);
    if (!selecionado) throw notFound(MENSAGENS_RELATORIO.questionarioNaoEncontrado);
    return {
      cabecalho,
      principios,
      comparativo: compararComAnterior(selecionado, daUnidade, opcoes.produto),
    };
  }
  const chave = chaveDoGrupo(opcoes.grupo, cabecalho.uf);
  let leitura = r.leituraDoGrupo ?? (await lerGrupo(db, cabecalho.edicaoId, chave, cabecalho.usuarioId));
  if (!leitura.atualizado) {
    // Once per edition; a request meeting another instance's first refresh answers the alert meanwhile.
    await atualizarComparativo(db, cabecalho.edicaoId, opcoes.minUnidades);
    leitura = await lerGrupo(db, cabecalho.edicaoId, chave, cabecalho.usuarioId);
  }
  const aproveitamentos = principios.map((p) => p.resultado.aproveitamento);
  return {
    cabecalho,
    principios,
    comparativo: compararComGrupo(
      aproveitamentos,
      leitura.grupo,
      leitura.doDono,
      opcoes.minUnidades,
      alertaGrupoInsuficiente(opcoes.grupo),
    ),
  };
}
