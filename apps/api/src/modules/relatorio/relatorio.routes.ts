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
import type { QualRelatorio } from './relatorio.armazenado.ts';
import { criarCorposDeRelatorio } from './relatorio.corpos.ts';
import type { RelatorioRef } from './relatorio.service.ts';
import { servirRelatorio } from './relatorio.servir.ts';

const tags = ['Relatórios'];

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

  const servir = (
    request: FastifyRequest,
    reply: FastifyReply,
    acao: Exclude<LeituraDeRelatorio, 'relatorio.pdf.baixar'>,
    ref: RelatorioRef,
    qual: QualRelatorio,
  ) => servirRelatorio(app, corpos, { request, reply, acao, ref, qual });

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
