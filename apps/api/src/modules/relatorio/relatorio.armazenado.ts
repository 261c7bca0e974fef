import {
  dataResponse,
  type GrupoRelatorioComparativo,
  relatorioComparativo,
  relatorioCompleto,
  relatorioDesempenho,
  relatorioPrioridades,
  selecionarPrioridades,
} from '@guia/shared';
import { sql } from 'drizzle-orm';
import { type Database, schema } from '../../db/client.ts';
import { chaveDaLeitura, compararCarregado, type OpcoesComparativo } from './relatorio.comparativo.ts';
import {
  presentComparativo,
  presentCompleto,
  presentDesempenho,
  presentPrioridades,
} from './relatorio.presenter.ts';
import { consultasPreparadas, lerEstrutura } from './relatorio.queries.ts';
import {
  carregado,
  type FonteDeEstrutura,
  gabaritoDoRelatorio,
  montarCompleto,
  montarDesempenho,
  type RelatorioCarregado,
} from './relatorio.service.ts';

// A finished report is built once and stored (`relatorio_armazenado`) with the validators it was
// built from; reads serve it while they still hold (relatorio.leitura.ts) and rebuild it here when not.

/**
 * Bump when a presenter, a report rule or the response schemas change: every stored body is then
 * rebuilt on its next read (the validators include it) and phones holding the old one get a new ETag.
 */
export const VERSAO_DOS_RELATORIOS = 1;

/** The report kinds stored per questionnaire. */
export type TipoDeRelatorio = 'desempenho' | 'completo' | 'prioridades' | 'comparativo';

/** Which stored report: its kind, and the group for the comparative. */
export type QualRelatorio =
  | { tipo: Exclude<TipoDeRelatorio, 'comparativo'> }
  | { tipo: 'comparativo'; grupo: GrupoRelatorioComparativo; opcoes: OpcoesComparativo };

/** The stored row's kind: `desempenho`, …, `comparativo:brasil`. */
export function tipoArmazenado(qual: QualRelatorio): string {
  return qual.tipo === 'comparativo' ? `comparativo:${qual.grupo}` : qual.tipo;
}

/**
 * The `versao` of the validators: format version, kind, the digest of the edition texts the server
 * holds (`impressao`), and the settings the body depends on.
 */
export function versaoDoRelatorio(qual: QualRelatorio, impressao: string): string {
  const base = `${VERSAO_DOS_RELATORIOS}|${tipoArmazenado(qual)}|${impressao}`;
  if (qual.tipo !== 'comparativo') return base;
  return `${base}|${qual.opcoes.produto}|${qual.opcoes.regras.minUnidades}`;
}

const json = {
  desempenho: dataResponse(relatorioDesempenho),
  completo: dataResponse(relatorioCompleto),
  prioridades: dataResponse(relatorioPrioridades),
  comparativo: dataResponse(relatorioComparativo),
};

/** The response body of a report from what was loaded, through the route's own response schema. */
async function corpoDoRelatorio(
  db: Database,
  qual: QualRelatorio,
  r: RelatorioCarregado,
  fonte: FonteDeEstrutura,
): Promise<string> {
  if (qual.tipo === 'comparativo') {
    const c = await compararCarregado(db, r, { ...qual.opcoes, grupo: qual.grupo }, fonte);
    return JSON.stringify(
      json.comparativo.encode({ data: presentComparativo(c, qual.grupo, qual.opcoes.produto) }),
    );
  }
  const estrutura = await fonte.estrutura(r.cabecalho.edicaoId);
  if (qual.tipo === 'desempenho')
    return JSON.stringify(
      json.desempenho.encode({ data: presentDesempenho(montarDesempenho(r, estrutura)) }),
    );
  if (qual.tipo === 'completo')
    return JSON.stringify(json.completo.encode({ data: presentCompleto(montarCompleto(r, estrutura)) }));
  const prioridades = selecionarPrioridades(gabaritoDoRelatorio(r, estrutura));
  return JSON.stringify(
    json.prioridades.encode({ data: presentPrioridades({ cabecalho: r.cabecalho, prioridades }) }),
  );
}

/** A finished questionnaire: where it is. */
export interface QuestionarioFinalizado {
  questionarioId: number;
  objetoId: number;
  edicaoId: number;
}

/**
 * Builds a finished questionnaire's report from its rows and stores it with the validators read in
 * the same statement (`on conflict do update`: two readers rebuilding at once write the same
 * body). Called after the access gate: it checks nothing. Returns the body and its validators.
 */
export async function construirRelatorio(
  db: Database,
  q: QuestionarioFinalizado,
  qual: QualRelatorio,
  fonte: FonteDeEstrutura,
): Promise<{ corpo: string; validadores: string }> {
  const consultas = consultasPreparadas(db);
  const { impressao } = await fonte.estrutura(q.edicaoId);
  const params = { ...q, versao: versaoDoRelatorio(qual, impressao) };
  const chave = qual.tipo === 'comparativo' ? chaveDaLeitura(qual.grupo) : undefined;
  const [row] =
    qual.tipo !== 'comparativo'
      ? await consultas.porId.execute(params)
      : chave === undefined
        ? await consultas.porIdComHistorico.execute(params)
        : await consultas.porIdComGrupo.execute({ ...params, chave });
  if (!row?.finalizado || !row.finalizadoEm)
    throw new Error(`questionário ${q.questionarioId} não finalizado`);
  const r = carregado({ ...row, finalizadoEm: row.finalizadoEm });
  const corpo = await corpoDoRelatorio(db, qual, r, fonte);
  // A comparative met before the edition's first refresh was built after it: not stored, its
  // validators were read before the snapshot existed.
  if (qual.tipo !== 'comparativo' || r.leituraDoGrupo?.atualizado !== false) {
    await db
      .insert(schema.relatorioArmazenado)
      .values({
        questionarioId: q.questionarioId,
        tipo: tipoArmazenado(qual),
        validadores: r.validadores,
        corpo,
      })
      .onConflictDoUpdate({
        target: [schema.relatorioArmazenado.questionarioId, schema.relatorioArmazenado.tipo],
        set: { validadores: r.validadores, corpo, atualizadoEm: sql`now()` },
        // Another reader's rebuild from the same validators already wrote this very body.
        setWhere: sql`${schema.relatorioArmazenado.validadores} <> excluded.validadores`,
      });
  }
  return { corpo, validadores: r.validadores };
}

/**
 * Stores the three reports of a questionnaire in the transaction that finishes it (the comparative
 * waits for the group's next snapshot, built on its first read). The edition texts are read in the
 * transaction.
 */
export async function armazenarRelatoriosDoFinalizado(tx: Database, q: QuestionarioFinalizado) {
  const estrutura = lerEstrutura(tx, q.edicaoId);
  const fonte: FonteDeEstrutura = { estrutura: () => estrutura };
  for (const tipo of ['desempenho', 'completo', 'prioridades'] as const) {
    await construirRelatorio(tx, q, { tipo }, fonte);
  }
}
