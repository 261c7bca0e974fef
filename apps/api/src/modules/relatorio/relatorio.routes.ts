import {
  comparativoQuery,
  dataResponse,
  desempenhoParams,
  desempenhoQuery,
  errorResponse,
  relatorioComparativo,
  relatorioCompleto,
  relatorioDesempenho,
  relatorioParams,
  relatorioPrioridades,
  relatorioQuery,
} from '@guia/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LeituraDeRelatorio } from '../../access/acoes.ts';
import type { Config } from '../../config.ts';
import { confirmarSessao } from '../../plugins/auth.ts';
import {
  construirRelatorio,
  type QualRelatorio,
  tipoArmazenado,
  versaoDoRelatorio,
} from './relatorio.armazenado.ts';
import { chaveDaLeitura } from './relatorio.comparativo.ts';
import { criarCorposDeRelatorio } from './relatorio.corpos.ts';
import { CACHE_DE_RELATORIO, naoMudou } from './relatorio.etag.ts';
import { acessarLeitura, lerRelatorioArmazenado } from './relatorio.leitura.ts';
import type { RelatorioRef } from './relatorio.service.ts';

const tags = ['Relatórios'];

/** Sends the JSON of a stored report, already produced through the route's response schema. */
function enviarJson(reply: FastifyReply, json: string | Buffer) {
  return reply
    .type('application/json; charset=utf-8')
    .serializer((texto: string) => texto)
    .send(json);
}

const respostas = <T extends Parameters<typeof dataResponse>[0]>(data: T) => ({
  200: dataResponse(data),
  304: z.unknown().describe('Não modificado: o relatório de If-None-Match ainda vale (sem corpo)'),
  400: errorResponse,
  401: errorResponse,
  404: errorResponse,
  500: errorResponse,
  // An administrator's read of another user's report that the audit log could not record.
  503: errorResponse,
});

// The session is checked inside the report's own statement (one round trip); input that fails
// validation still meets the usual session check first (`sessaoSemConsulta`).
const config = { sessaoNaConsulta: true };

/** Reports of a finished questionnaire: performance, complete, priorities and comparative. */
export const relatorioRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config: cfg }) => {
  const corpos = criarCorposDeRelatorio(cfg.RELATORIO_CORPOS_MB * 1024 * 1024);

  /**
   * Serves a finished report from what was stored for it: one read (session, access facts, current
   * validators, stored body), the gate (an administrator's read is audited, also before a 304), then
   * 304 when If-None-Match names the validators, the stored body while it holds, else a rebuild.
   */
  async function servir(
    request: FastifyRequest,
    reply: FastifyReply,
    acao: Exclude<LeituraDeRelatorio, 'relatorio.pdf.baixar'>,
    ref: RelatorioRef,
    qual: QualRelatorio,
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
    // The edition's texts not in memory (first read, or past their TTL): read them, then read again.
    if (impressao === undefined) lida = await ler((await textos.estrutura(q.edicaoId)).impressao);
    let etag = `"${lida.validadores}"`;
    reply.headers({ etag, 'cache-control': CACHE_DE_RELATORIO });
    if (naoMudou(request, etag)) return reply.code(304).send();
    if (lida.corpo === null && guardado && guardado.validadores === lida.validadores)
      return enviarJson(reply, guardado.corpo);
    let corpo = lida.corpo;
    let validadores = lida.validadores;
    if (corpo === null) {
      const construido = await construirRelatorio(app.db, q, qual, app.relatorioCache);
      corpo = construido.corpo;
      validadores = construido.validadores;
      etag = `"${validadores}"`;
      reply.header('etag', etag);
    }
    if (validadores) corpos.guardar(chaveDoCorpo, validadores, corpo);
    return enviarJson(reply, corpo);
  }

  app.get(
    '/Objeto/:objetoId/:edicaoId',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary:
          'Relatório de desempenho do último Guia finalizado da edição (ou de questionario_id); administradores: user_id do dono; com ETag',
        params: desempenhoParams,
        querystring: desempenhoQuery,
        response: respostas(relatorioDesempenho),
      },
    },
    async (request, reply) => {
      const { questionario_id, user_id } = request.query;
      const ref = { ...request.params, questionarioId: questionario_id, userId: user_id };
      return servir(request, reply, 'relatorio.desempenho.ler', ref, { tipo: 'desempenho' });
    },
  );

  app.get(
    '/Objeto/:objetoId/:edicaoId/:questionarioId/completo',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary:
          'Relatório completo: nota por princípio, nota total e gabarito de todos os indicadores; com ETag',
        params: relatorioParams,
        querystring: relatorioQuery,
        response: respostas(relatorioCompleto),
      },
    },
    async (request, reply) => {
      const ref = { ...request.params, userId: request.query.user_id };
      return servir(request, reply, 'relatorio.completo.ler', ref, { tipo: 'completo' });
    },
  );

  app.get(
    '/Objeto/:objetoId/:edicaoId/:questionarioId/prioridades',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Indicadores prioritários (no máximo cinco); com ETag',
        params: relatorioParams,
        querystring: relatorioQuery,
        response: respostas(relatorioPrioridades),
      },
    },
    async (request, reply) => {
      const ref = { ...request.params, userId: request.query.user_id };
      return servir(request, reply, 'relatorio.prioridades.ler', ref, { tipo: 'prioridades' });
    },
  );

  app.get(
    '/Objeto/:objetoId/:edicaoId/:questionarioId/comparativo',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary:
          'Comparativo com a média de um grupo de unidades (minha-regiao, brasil, macrorregião, Distrito Federal) ou com o Guia anterior (meu-guia); com ETag, que muda com o retrato publicado do grupo',
        params: relatorioParams,
        querystring: comparativoQuery,
        response: respostas(relatorioComparativo),
      },
    },
    async (request, reply) => {
      const { grupo, user_id } = request.query;
      const opcoes = {
        grupo,
        regras: {
          minUnidades: cfg.COMPARATIVO_MIN_UNIDADES,
          carenciaDias: cfg.COMPARATIVO_CARENCIA_DIAS,
          agora: app.now(),
        },
        produto: cfg.PRODUCT_NAME,
      };
      const ref = { ...request.params, userId: user_id };
      return servir(request, reply, 'relatorio.comparativo.ler', ref, { tipo: 'comparativo', grupo, opcoes });
    },
  );
};
