import {
  adminSolicitacaoDecisaoBody,
  adminSolicitacaoDecisaoResponse,
  adminSolicitacaoList,
  adminSolicitacaoListQuery,
  adminSolicitacaoParams,
  errorStatuses,
  solicitacaoDocumentoBody,
  solicitacaoDocumentoResponse,
} from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { presentAdminSolicitacao, presentSolicitacao } from './solicitacao-documento.presenter.ts';
import {
  listSolicitacoes,
  MESSAGES,
  rejectSolicitacao,
  resolveSolicitacao,
  sendSolicitacao,
} from './solicitacao-documento.service.ts';

/** The user sends the request for a CPF/CNPJ another account holds (kept when the e-mail was confirmed). */
export const solicitacaoDocumentoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/SolicitacaoDocumento',
    {
      config: { termsExempt: true },
      schema: {
        tags: ['Conta'],
        summary:
          'Envia ao suporte o pedido do CPF/CNPJ que ficou fora da conta na confirmação do e-mail, por pertencer a outra conta',
        body: solicitacaoDocumentoBody,
        response: { 200: solicitacaoDocumentoResponse, ...errorStatuses(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await sendSolicitacao(app.db, currentUser(request).id);
      return { data: presentSolicitacao(row), message: MESSAGES.sent };
    },
  );
};

/** Administrators list the requests and resolve or reject the open ones (every act audited). */
export const adminSolicitacaoDocumentoRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Admin'];

  app.get(
    '/Admin/SolicitacaoDocumento',
    {
      schema: {
        tags,
        summary:
          'Pedidos de CPF/CNPJ em uso por outra conta, paginados (abertos por padrão, mais antigos primeiro; a leitura fica na auditoria)',
        querystring: adminSolicitacaoListQuery,
        response: { 200: adminSolicitacaoList, ...errorStatuses(400, 401, 404, 503) },
      },
    },
    async (request) => {
      const page = await listSolicitacoes(app.db, currentUser(request).id, request.query);
      return { data: { items: page.items.map(presentAdminSolicitacao), pagination: page.pagination } };
    },
  );

  for (const [path, act, message, summary] of [
    [
      'Resolver',
      resolveSolicitacao,
      MESSAGES.resolved,
      'Resolve um pedido aberto: o documento sai da conta que o tem e passa para a do solicitante (auditado)',
    ],
    ['Rejeitar', rejectSolicitacao, MESSAGES.rejected, 'Rejeita um pedido aberto (auditado)'],
  ] as const) {
    app.post(
      `/Admin/SolicitacaoDocumento/:id/${path}`,
      {
        schema: {
          tags,
          summary,
          params: adminSolicitacaoParams,
          body: adminSolicitacaoDecisaoBody,
          response: { 200: adminSolicitacaoDecisaoResponse, ...errorStatuses(400, 401, 404, 409, 503) },
        },
      },
      async (request) => {
        const row = await act(app.db, currentUser(request).id, request.params.id);
        return { data: presentAdminSolicitacao(row), message };
      },
    );
  }
};
