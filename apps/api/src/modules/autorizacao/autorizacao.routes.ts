import {
  aceitarSolicitacaoBody,
  autorizacao,
  autorizacaoBody,
  autorizacaoParams,
  autorizacoesDoProdutor,
  dataResponse,
  errorResponse,
  errorStatuses,
  MENSAGENS_AUTORIZACAO,
  solicitacaoParams,
} from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  aoConfirmar,
  DESCRICAO_IDEMPOTENTE,
  respostasIdempotentes,
} from '../idempotencia/idempotencia.plugin.ts';
import { concessoesPorId } from './autorizacao.consultas.ts';
import { presentAutorizacao, presentSolicitacaoRecebida } from './autorizacao.presenter.ts';
import {
  aceitarSolicitacao,
  concederAutorizacoes,
  lerAutorizacoes,
  recusarSolicitacao,
  revogar,
} from './autorizacao.service.ts';

const tags = ['Autorizações'];

/** The grants just written, as the answer of a grant call: 201 and the message. */
const concedidas = dataResponse(z.array(autorizacao));

/**
 * The producer's consent to accredited technicians (issue 18 §1): his grants and the requests waiting
 * for him, a grant on chosen units, its revocation, and his answer to a technician's request.
 */
export const autorizacaoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Autorizacoes',
    {
      schema: {
        tags,
        summary:
          'As autorizações que o produtor deu a técnicos (mais recentes primeiro, com a situação de cada uma) e os pedidos de técnicos que esperam a resposta dele',
        response: { 200: dataResponse(autorizacoesDoProdutor), ...errorStatuses(401) },
      },
    },
    async (request) => {
      const { concessoes, solicitacoes } = await lerAutorizacoes(app.db, currentUser(request).id);
      return {
        data: {
          autorizacoes: concessoes.map(presentAutorizacao),
          solicitacoes: solicitacoes.map(presentSolicitacaoRecebida),
        },
      };
    },
  );

  app.post(
    '/Autorizacoes',
    {
      config: { idempotente: true },
      schema: {
        tags,
        summary:
          'Autoriza um técnico credenciado, achado pelo CPF exato, nas unidades escolhidas do produtor, com as permissões escolhidas, até uma data (12 meses por padrão, no máximo 36), depois de ler o termo de consentimento da versão atual. Uma autorização que o técnico já tinha na unidade é revogada e substituída',
        description: DESCRICAO_IDEMPOTENTE,
        body: autorizacaoBody,
        response: respostasIdempotentes({
          201: concedidas,
          ...errorStatuses(400, 401, 404, 409),
        }),
      },
    },
    async (request, reply) => {
      const ids = await concederAutorizacoes(
        app.db,
        currentUser(request),
        request.body,
        app.now(),
        aoConfirmar(request),
      );
      const data = (await concessoesPorId(app.db, ids)).map(presentAutorizacao);
      return reply.status(201).send({ data, message: MENSAGENS_AUTORIZACAO.concedida });
    },
  );

  app.delete(
    '/Autorizacoes/:id',
    {
      schema: {
        tags,
        summary:
          'Revoga uma autorização do produtor: o técnico perde o acesso na próxima requisição. Repetir é seguro (204 de novo); a de outro usuário responde 404',
        params: autorizacaoParams,
        response: { 204: z.null().describe('Revogada'), ...errorStatuses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await revogar(app.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/Solicitacoes/:id/Aceitar',
    {
      config: { idempotente: true },
      schema: {
        tags,
        summary:
          'Aceita o pedido de um técnico: autoriza-o nas unidades escolhidas, como em POST Autorizacoes (sem o CPF: o pedido nomeia o técnico). Um pedido já respondido responde 409',
        description: DESCRICAO_IDEMPOTENTE,
        params: solicitacaoParams,
        body: aceitarSolicitacaoBody,
        response: respostasIdempotentes({
          201: concedidas,
          ...errorStatuses(400, 401, 404),
          409: errorResponse,
        }),
      },
    },
    async (request, reply) => {
      const ids = await aceitarSolicitacao(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
        app.now(),
        aoConfirmar(request),
      );
      const data = (await concessoesPorId(app.db, ids)).map(presentAutorizacao);
      return reply.status(201).send({ data, message: MENSAGENS_AUTORIZACAO.concedida });
    },
  );

  app.post(
    '/Solicitacoes/:id/Recusar',
    {
      schema: {
        tags,
        summary:
          'Recusa o pedido de um técnico (o técnico não é avisado). Um pedido já respondido responde 409',
        params: solicitacaoParams,
        response: { 204: z.null().describe('Recusado'), ...errorStatuses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      await recusarSolicitacao(app.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
