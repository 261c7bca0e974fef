import {
  type AvaliacaoGeral,
  calcularAvaliacaoGeral,
  deArmazenado,
  type IndicadorResultado,
  type PrincipioResultado,
  resultadoDoIndicador,
  selecionarPrioridades,
} from '@guia/shared';
import { acessar } from '../../access/acessar.ts';
import type { LeituraDeRelatorio } from '../../access/acoes.ts';
import type { Actor } from '../../access/actor.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { RelatorioCache } from '../../plugins/relatorio-cache.ts';
import type { PdfAuditado } from '../auditoria/auditoria.service.ts';
import { type LeituraDoGrupo, leituraDoJson } from './comparativo.service.ts';
import {
  consultasPreparadas,
  donoDaUnidade,
  type EstruturaDaEdicao,
  type LinhaEvidencia,
  type LinhaHistorico,
  type LinhaRelatorio,
  type LinhaResposta,
  type LinhaResultado,
} from './relatorio.queries.ts';

export type { EstruturaDaEdicao } from './relatorio.queries.ts';

/** Where the reports read the edition texts from: `app.relatorioCache`. */
export type FonteDeEstrutura = Pick<RelatorioCache, 'estrutura'>;

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

/** Drivers hand json columns back parsed; a text fallback keeps the service driver-agnostic. */
function parseJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

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
  /** What the report was built from (`validadoresSql`): the key of its stored body and its ETag. */
  validadores: string;
}

/** A loaded report row as the reports use it (the caller checked that it is finished). */
export function carregado(row: LinhaRelatorio & { finalizadoEm: Date }): RelatorioCarregado {
  const {
    resultados,
    respostas,
    evidencias,
    historico,
    grupo,
    validadores,
    finalizado: _f,
    ...cabecalho
  } = row;
  return {
    cabecalho,
    validadores,
    ...(grupo ? { leituraDoGrupo: leituraDoJson(parseJson(grupo)) } : {}),
    resultados: parseJson(resultados) ?? [],
    respostas: parseJson(respostas) ?? [],
    evidencias: parseJson(evidencias) ?? [],
    historico: parseJson(historico) ?? [],
  };
}

/** Whether `actor` reads someone else's report as a technician through a grant (issue 18). */
export const lidoPorTecnico = (actor: Actor, donoId: number) =>
  actor.id !== donoId && actor.role !== 'administrador';

/**
 * A technician sees the unit, never its owner's account data (the consent text promises it): his report
 * and PDFs carry no e-mail.
 */
function semContatoParaTecnico(actor: Actor, r: RelatorioCarregado): RelatorioCarregado {
  return lidoPorTecnico(actor, r.cabecalho.usuarioId)
    ? { ...r, cabecalho: { ...r.cabecalho, email: '' } }
    : r;
}

/** Which report screen or PDF is read: the gate's action, and the PDF for 'relatorio.pdf.baixar'. */
export type LeituraAuditada =
  | { acao: Exclude<LeituraDeRelatorio, 'relatorio.pdf.baixar'> }
  | { acao: 'relatorio.pdf.baixar'; pdf: PdfAuditado };

/**
 * Loads the questionnaire a report is about, with its unit header and stored rows, through the
 * access gate: another user's record answers exactly like a missing one, an open questionnaire has
 * no report (404), and an administrator's read on the owner's behalf is audited in the same
 * transaction as the load. Without `questionarioId`, the unit's latest finished questionnaire of
 * the edition. `ref.userId` (administrators) must name the unit's owner.
 */
export async function carregarRelatorio(
  db: Database,
  actor: Actor,
  acesso: LeituraAuditada,
  ref: RelatorioRef,
  comHistorico = false,
  /**
   * Also read a comparative group's snapshot in the same round trip: its key, or null for the unit's
   * own UF ('minha região'). Only with `questionarioId` and without the history.
   */
  chaveDoGrupo?: string | null,
): Promise<RelatorioCarregado> {
  const doDono = <T extends { usuarioId: number }>(r: T | undefined) =>
    r && (ref.userId === undefined || r.usuarioId === ref.userId) ? r : null;
  const detalhes = (r: { edicaoId: number; questionarioId: number }) => ({
    edicaoId: r.edicaoId,
    questionarioId: r.questionarioId,
    ...(acesso.acao === 'relatorio.pdf.baixar' ? { pdf: acesso.pdf } : {}),
  });
  const { acao } = acesso;
  if (ref.questionarioId !== undefined) {
    const params = {
      questionarioId: ref.questionarioId,
      objetoId: ref.objetoId,
      edicaoId: ref.edicaoId,
      versao: '',
    };
    const row = await acessar(
      db,
      actor,
      acao,
      async (d) => {
        const consultas = consultasPreparadas(d);
        const [r] =
          chaveDoGrupo !== undefined && !comHistorico
            ? await consultas.porIdComGrupo.execute({ ...params, chave: chaveDoGrupo })
            : await (comHistorico ? consultas.porIdComHistorico : consultas.porId).execute(params);
        return doDono(r);
      },
      {
        naoEncontrado: MENSAGENS_RELATORIO.questionarioNaoEncontrado,
        validar: (r) => {
          if (!r.finalizado || !r.finalizadoEm) throw notFound(MENSAGENS_RELATORIO.naoFinalizado);
        },
        detalhes: detalhes as never,
      },
    );
    return semContatoParaTecnico(actor, carregado({ ...row, finalizadoEm: row.finalizadoEm! }));
  }
  const { linha } = await acessar(
    db,
    actor,
    acao,
    async (d) => {
      const [r] = await consultasPreparadas(d).ultimo.execute({
        objetoId: ref.objetoId,
        edicaoId: ref.edicaoId,
        versao: '',
      });
      if (r)
        return r.finalizadoEm ? doDono({ usuarioId: r.usuarioId, objetoId: r.objetoId, linha: r }) : null;
      // Nothing finished: only the unit's reader learns that; anyone else sees a missing unit.
      const unidade = await donoDaUnidade(d, ref.objetoId);
      return doDono(unidade && { usuarioId: unidade.usuarioId, objetoId: ref.objetoId, linha: null });
    },
    {
      naoEncontrado: MENSAGENS_RELATORIO.unidadeNaoEncontrada,
      validar: (r) => {
        if (!r.linha) throw notFound(MENSAGENS_RELATORIO.semFinalizado);
      },
      detalhes: ((r: { linha: { edicaoId: number; questionarioId: number } }) => detalhes(r.linha)) as never,
    },
  );
  return semContatoParaTecnico(actor, carregado({ ...linha!, finalizadoEm: linha!.finalizadoEm! }));
}

/** Only the unit header of a report's finished questionnaire, after the same access checks. */
export async function carregarCabecalho(
  db: Database,
  actor: Actor,
  acesso: LeituraAuditada,
  ref: RelatorioRef,
): Promise<Cabecalho> {
  return (await carregarRelatorio(db, actor, acesso, ref)).cabecalho;
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
export function principiosDoRelatorio(
  r: RelatorioCarregado,
  estrutura: EstruturaDaEdicao,
): PrincipioDoRelatorio[] {
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
export function gabaritoDoRelatorio(r: RelatorioCarregado, estrutura: EstruturaDaEdicao): ItemDoGabarito[] {
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
export async function carregarDesempenho(
  db: Database,
  actor: Actor,
  acesso: LeituraAuditada,
  ref: RelatorioRef,
  cache: FonteDeEstrutura,
): Promise<Desempenho> {
  const r = await carregarRelatorio(db, actor, acesso, ref);
  return montarDesempenho(r, await cache.estrutura(r.cabecalho.edicaoId));
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
export async function carregarCompleto(
  db: Database,
  actor: Actor,
  acesso: LeituraAuditada,
  ref: RelatorioRef,
  cache: FonteDeEstrutura,
): Promise<Completo> {
  const r = await carregarRelatorio(db, actor, acesso, ref);
  return montarCompleto(r, await cache.estrutura(r.cabecalho.edicaoId));
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

export interface Prioridades {
  cabecalho: Cabecalho;
  /** At most five, chosen by SCORING.md; empty when none. */
  prioridades: ItemDoGabarito[];
}

/** Priorities report (screen 21). */
export async function carregarPrioridades(
  db: Database,
  actor: Actor,
  acesso: LeituraAuditada,
  ref: RelatorioRef,
  cache: FonteDeEstrutura,
): Promise<Prioridades> {
  const r = await carregarRelatorio(db, actor, acesso, ref);
  const estrutura = await cache.estrutura(r.cabecalho.edicaoId);
  return { cabecalho: r.cabecalho, prioridades: selecionarPrioridades(gabaritoDoRelatorio(r, estrutura)) };
}
