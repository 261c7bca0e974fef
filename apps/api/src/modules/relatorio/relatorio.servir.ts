import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LeituraDeRelatorio } from '../../access/acoes.ts';
import { confirmarSessao } from '../../plugins/auth.ts';
import {
  construirRelatorio,
  type QualRelatorio,
  tipoArmazenado,
  versaoDoRelatorio,
} from './relatorio.armazenado.ts';
import { chaveDaLeitura } from './relatorio.comparativo.ts';
import type { CorpoGuardado, CorposDeRelatorio } from './relatorio.corpos.ts';
import { CACHE_DE_RELATORIO, naoMudou } from './relatorio.etag.ts';
import { acessarLeitura, lerRelatorioArmazenado } from './relatorio.leitura.ts';
import { lidoPorTecnico, type RelatorioRef } from './relatorio.service.ts';

// How a finished report is answered, whichever its route: one read, the gate, then 304, the held or
// stored body, or a rebuild (relatorio.routes.ts declares the routes).

export interface PedidoDeRelatorio {
  request: FastifyRequest;
  reply: FastifyReply;
  acao: Exclude<LeituraDeRelatorio, 'relatorio.pdf.baixar'>;
  ref: RelatorioRef;
  qual: QualRelatorio;
}

/** Sends the JSON of a stored report, already produced through the route's response schema. */
function enviarJson(reply: FastifyReply, json: string | Buffer) {
  return reply
    .type('application/json; charset=utf-8')
    .serializer((texto: string) => texto)
    .send(json);
}

/** True when the client takes gzip (`Accept-Encoding`, a q of 0 refuses it). */
export function aceitaGzip(cabecalho: string | undefined): boolean {
  if (!cabecalho) return false;
  return cabecalho.split(',').some((parte) => {
    const [nome, ...params] = parte.trim().toLowerCase().split(';');
    if (nome !== 'gzip' && nome !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Sends a held body, gzipped when the client takes it. The compressed bytes are another
 * representation of the same report, so its ETag is the weak form of the same validators
 * (If-None-Match compares weakly: either form gets the 304).
 */
function enviarGuardado(request: FastifyRequest, reply: FastifyReply, guardado: CorpoGuardado) {
  if (guardado.gzip && aceitaGzip(request.headers['accept-encoding'])) {
    reply.headers({ 'content-encoding': 'gzip', etag: `W/"${guardado.validadores}"` });
    return enviarJson(reply, guardado.gzip);
  }
  return enviarJson(reply, guardado.corpo);
}

/**
 * Serves a finished report from what was stored for it: one read (session, access facts, current
 * validators, stored body), the gate (an administrator's read is audited, also before a 304), then
 * 304 when If-None-Match names the validators, the stored body while it holds, else a rebuild.
 */
export async function servirRelatorio(
  app: FastifyInstance,
  corpos: CorposDeRelatorio,
  { request, reply, acao, ref, qual }: PedidoDeRelatorio,
) {
  if (request.validationError) {
    await app.sessaoSemConsulta(request);
    throw request.validationError;
  }
  const chave = qual.tipo === 'comparativo' ? chaveDaLeitura(qual.grupo) : undefined;
  const textos = app.relatorioCache;
  const variante =
    qual.tipo === 'comparativo'
      ? chave === undefined
        ? 'historico'
        : 'grupo'
      : ref.questionarioId === undefined
        ? 'ultimo'
        : 'id';
  const tipo = tipoArmazenado(qual);
  // The body held in memory for this very request, if any: the read leaves the body out when the
  // held one is current, as it does for the client's own If-None-Match.
  const chaveDoCorpo = [
    variante,
    tipo,
    ref.objetoId,
    ref.edicaoId,
    ref.questionarioId ?? '',
    chave ?? '',
  ].join('|');
  const guardado = corpos.ler(chaveDoCorpo);
  const ler = (impressao: string) =>
    lerRelatorioArmazenado(app.db, {
      sessao: request.sessaoAdiada!,
      variante,
      tipo,
      versao: versaoDoRelatorio(qual, impressao),
      objetoId: ref.objetoId,
      edicaoId: ref.edicaoId,
      questionarioId: ref.questionarioId,
      chave,
      ifNoneMatch: `${request.headers['if-none-match'] ?? ''} ${guardado?.validadores ?? ''}`,
    });
  const impressao = textos.impressao(ref.edicaoId);
  let lida = await ler(impressao ?? '');
  const actor = confirmarSessao(request, lida);
  const q = await acessarLeitura(app.db, actor, acao, ref, lida);
  if (lida.donoDaUnidade !== null && lidoPorTecnico(actor, lida.donoDaUnidade)) {
    // A technician through a grant (issue 18): the report without the owner's e-mail, built for him and
    // never kept (his reads are few; the stored body is the owner's).
    const { corpo } = await construirRelatorio(app.db, q, qual, app.relatorioCache);
    reply.header('cache-control', 'private, no-store');
    return enviarJson(reply, semEmailDoDono(corpo));
  }
  // The edition's texts not in memory (first read, or past their TTL): read them, then read again.
  if (impressao === undefined) lida = await ler((await textos.estrutura(q.edicaoId)).impressao);
  let etag = `"${lida.validadores}"`;
  reply.headers({ etag, 'cache-control': CACHE_DE_RELATORIO, vary: 'accept-encoding' });
  if (naoMudou(request, etag)) return reply.code(304).send();
  if (lida.corpo === null && guardado && guardado.validadores === lida.validadores)
    return enviarGuardado(request, reply, guardado);
  let corpo = lida.corpo;
  let validadores = lida.validadores;
  if (corpo === null) {
    const construido = await construirRelatorio(app.db, q, qual, app.relatorioCache);
    corpo = construido.corpo;
    validadores = construido.validadores;
    etag = `"${validadores}"`;
    reply.header('etag', etag);
  }
  const agoraGuardado = validadores ? corpos.guardar(chaveDoCorpo, validadores, corpo) : undefined;
  return agoraGuardado ? enviarGuardado(request, reply, agoraGuardado) : enviarJson(reply, corpo);
}

/** The report's JSON without its owner's e-mail (`data.unidade.email`, left empty). */
function semEmailDoDono(corpo: string): string {
  const json = JSON.parse(corpo) as { data?: { unidade?: { email?: string } } };
  if (json.data?.unidade && typeof json.data.unidade.email === 'string') json.data.unidade.email = '';
  return JSON.stringify(json);
}
