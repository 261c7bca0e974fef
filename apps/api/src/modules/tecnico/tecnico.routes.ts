import {
  credenciamento,
  credenciamentoBody,
  dataResponse,
  errorStatuses,
  MENSAGEM_SOLICITACAO_ENVIADA,
  MENSAGENS_TECNICO,
  messageResponse,
  solicitacaoTecnicoBody,
  unidadesDoTecnico,
} from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { credenciamentoDe, unidadesAtendidas } from './tecnico.consultas.ts';
import { presentCredenciamento, presentUnidadeAtendida } from './tecnico.presenter.ts';
import { pedirAcesso, pedirCredenciamento } from './tecnico.service.ts';

const tags = ['Técnico'];

/**
 * The technician's calls (issue 18 §1): his accreditation, 'Produtores que atendo' and his requests to
 * producers. He always acts as himself: the producers' units are read through the usual routes, within
 * the grant (access/acessar.ts).
 */
export const tecnicoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Tecnico/Credenciamento',
    {
      schema: {
        tags,
        summary: 'O pedido de credenciamento do usuário como técnico e a situação dele (null: nunca pediu)',
        response: { 200: dataResponse(credenciamento.nullable()), ...errorStatuses(401) },
      },
    },
    async (request) => {
      const linha = await credenciamentoDe(app.db, currentUser(request).id);
      return { data: linha ? presentCredenciamento(linha) : null };
    },
  );

  app.post(
    '/Tecnico/Credenciamento',
    {
      schema: {
        tags,
        summary:
          'Pede o credenciamento como técnico (instituição, registro profissional, UF): 201 pendente; um pedido pendente é atualizado (200); credenciado ou suspenso: 409. A conta precisa ter CPF (422)',
        body: credenciamentoBody,
        response: {
          200: dataResponse(credenciamento),
          201: dataResponse(credenciamento),
          ...errorStatuses(400, 401, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const { criado, linha } = await pedirCredenciamento(app.db, currentUser(request).id, request.body);
      return reply.status(criado ? 201 : 200).send({
        data: presentCredenciamento(linha),
        message: criado ? MENSAGENS_TECNICO.pedidoEnviado : MENSAGENS_TECNICO.pedidoAtualizado,
      });
    },
  );

  app.get(
    '/Tecnico/Unidades',
    {
      schema: {
        tags,
        summary:
          "'Produtores que atendo': as unidades que produtores autorizaram o técnico a acessar agora, com o nome do produtor (só o nome), as permissões, a validade e o último questionário. Vazia para quem não é técnico credenciado (inclusive suspenso)",
        response: { 200: dataResponse(unidadesDoTecnico), ...errorStatuses(401) },
      },
    },
    async (request) => {
      const usuarioId = currentUser(request).id;
      const linha = await credenciamentoDe(app.db, usuarioId);
      const unidades = linha?.status === 'credenciado' ? await unidadesAtendidas(app.db, usuarioId) : [];
      return {
        data: {
          credenciamento: linha ? presentCredenciamento(linha).status : null,
          unidades: unidades.map(presentUnidadeAtendida),
        },
      };
    },
  );

  app.post(
    '/Tecnico/Solicitacoes',
    {
      schema: {
        tags,
        summary:
          'Um técnico credenciado pede acesso a um produtor pelo CPF: sempre 202 com a mesma resposta, exista ou não uma conta com esse CPF; só o produtor autoriza. Limitado por endereço e por técnico (429)',
        body: solicitacaoTecnicoBody,
        response: { 202: messageResponse, ...errorStatuses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await pedirAcesso(app.db, app.rateLimiter, currentUser(request).id, request.ip, request.body);
      return reply.status(202).send({ data: null, message: MENSAGEM_SOLICITACAO_ENVIADA });
    },
  );
};
