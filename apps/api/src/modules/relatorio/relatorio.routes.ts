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
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { currentUser } from '../../plugins/auth.ts';
import { carregarComparativo } from './relatorio.comparativo.ts';
import {
  presentComparativo,
  presentCompleto,
  presentDesempenho,
  presentPrioridades,
} from './relatorio.presenter.ts';
import {
  carregarPrioridades,
  carregarRelatorio,
  montarCompleto,
  montarDesempenho,
} from './relatorio.service.ts';

const tags = ['Relatórios'];

const desempenhoJson = dataResponse(relatorioDesempenho);
const completoJson = dataResponse(relatorioCompleto);

/** Sends JSON already produced through the route's own response schema (kept in app.relatorioCache). */
function enviarJson(reply: FastifyReply, json: string) {
  return reply
    .type('application/json; charset=utf-8')
    .serializer((texto: string) => texto)
    .send(json);
}

const respostas = <T extends Parameters<typeof dataResponse>[0]>(data: T) => ({
  200: dataResponse(data),
  400: errorResponse,
  401: errorResponse,
  404: errorResponse,
  500: errorResponse,
  // An administrator's read of another user's report that the audit log could not record.
  503: errorResponse,
});

/** Reports of a finished questionnaire: performance, complete, priorities and comparative. */
export const relatorioRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const cache = app.relatorioCache;

  app.get(
    '/Objeto/:objetoId/:edicaoId',
    {
      schema: {
        tags,
        summary:
          'Relatório de desempenho do último Guia finalizado da edição (ou de questionario_id); administradores: user_id do dono',
        params: desempenhoParams,
        querystring: desempenhoQuery,
        response: respostas(relatorioDesempenho),
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { questionario_id, user_id } = request.query;
      const ref = { ...request.params, questionarioId: questionario_id, userId: user_id };
      const r = await carregarRelatorio(app.db, actor, { acao: 'relatorio.desempenho.ler' }, ref);
      const estrutura = await cache.estrutura(r.cabecalho.edicaoId);
      // The large reports are rebuilt only when their rows or the edition texts change.
      let json = cache.get('desempenho', r, estrutura);
      if (json === undefined) {
        json = JSON.stringify(
          desempenhoJson.encode({ data: presentDesempenho(montarDesempenho(r, estrutura)) }),
        );
        cache.set('desempenho', r, estrutura, json);
      }
      return enviarJson(reply, json);
    },
  );

  app.get(
    '/Objeto/:objetoId/:edicaoId/:questionarioId/completo',
    {
      schema: {
        tags,
        summary: 'Relatório completo: nota por princípio, nota total e gabarito de todos os indicadores',
        params: relatorioParams,
        querystring: relatorioQuery,
        response: respostas(relatorioCompleto),
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const r = await carregarRelatorio(
        app.db,
        actor,
        { acao: 'relatorio.completo.ler' },
        { ...request.params, userId: request.query.user_id },
      );
      const estrutura = await cache.estrutura(r.cabecalho.edicaoId);
      let json = cache.get('completo', r, estrutura);
      if (json === undefined) {
        json = JSON.stringify(completoJson.encode({ data: presentCompleto(montarCompleto(r, estrutura)) }));
        cache.set('completo', r, estrutura, json);
      }
      return enviarJson(reply, json);
    },
  );

  app.get(
    '/Objeto/:objetoId/:edicaoId/:questionarioId/prioridades',
    {
      schema: {
        tags,
        summary: 'Indicadores prioritários (no máximo cinco)',
        params: relatorioParams,
        querystring: relatorioQuery,
        response: respostas(relatorioPrioridades),
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const p = await carregarPrioridades(
        app.db,
        actor,
        { acao: 'relatorio.prioridades.ler' },
        { ...request.params, userId: request.query.user_id },
        cache,
      );
      return { data: presentPrioridades(p) };
    },
  );

  app.get(
    '/Objeto/:objetoId/:edicaoId/:questionarioId/comparativo',
    {
      schema: {
        tags,
        summary:
          'Comparativo com a média de um grupo de unidades (minha-regiao, brasil, macrorregião, Distrito Federal) ou com o Guia anterior (meu-guia)',
        params: relatorioParams,
        querystring: comparativoQuery,
        response: respostas(relatorioComparativo),
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const { grupo, user_id } = request.query;
      const c = await carregarComparativo(
        app.db,
        actor,
        { acao: 'relatorio.comparativo.ler' },
        { ...request.params, userId: user_id },
        {
          grupo,
          regras: {
            minUnidades: config.COMPARATIVO_MIN_UNIDADES,
            carenciaDias: config.COMPARATIVO_CARENCIA_DIAS,
            agora: app.now(),
          },
          produto: config.PRODUCT_NAME,
        },
        cache,
      );
      return { data: presentComparativo(c, grupo, config.PRODUCT_NAME) };
    },
  );
};
