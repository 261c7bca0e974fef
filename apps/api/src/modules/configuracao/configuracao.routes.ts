import {
  alterarSenhaBody,
  confirmarEmailBody,
  dadosPessoais,
  dadosPessoaisBody,
  dataResponse,
  errorResponse,
  excluirContaBody,
  messageResponse,
} from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  type ConfiguracaoDeps,
  changePassword,
  confirmEmailChange,
  deleteAccount,
  getDadosPessoais,
  MESSAGES,
  resendChangeCode,
  updateDadosPessoais,
} from './configuracao.service.ts';

const tags = ['Configurações'];

/**
 * The caller's own settings: personal data, e-mail change, password, account deletion. Reading the
 * personal data and deleting the account work before the terms are accepted (refusing the terms
 * leads to the deletion).
 */
export const configuracaoRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const deps: ConfiguracaoDeps = {
    config,
    mailer: app.mailer,
    log: app.log,
    rateLimiter: app.rateLimiter,
    fileStore: app.fileStore,
  };
  app.get(
    '/Configuracao/DadosPessoais',
    {
      config: { termsExempt: true },
      schema: {
        tags,
        summary: 'Dados pessoais da conta (com o novo e-mail que aguarda confirmação, se houver)',
        response: { 200: dataResponse(dadosPessoais), 401: errorResponse },
      },
    },
    async (request) => ({ data: await getDadosPessoais(app.db, currentUser(request).id) }),
  );

  app.put(
    '/Configuracao/DadosPessoais',
    {
      schema: {
        tags,
        summary:
          'Altera nome e celular; um novo e-mail recebe um código e só passa a valer após POST Configuracao/ConfirmarEmail (o e-mail atual é avisado). O CPF/CNPJ não muda',
        body: dadosPessoaisBody,
        response: {
          200: dataResponse(dadosPessoais),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const { data, emailPending } = await updateDadosPessoais(
        app.db,
        deps,
        currentUser(request).id,
        request.body,
        request.ip,
      );
      return { data, message: emailPending ? MESSAGES.emailPending : MESSAGES.dataSaved };
    },
  );

  app.post(
    '/Configuracao/ConfirmarEmail',
    {
      schema: {
        tags,
        summary: 'Confirma o novo e-mail com o código enviado a ele; a partir daí o login usa o novo e-mail',
        body: confirmarEmailBody,
        response: {
          200: dataResponse(dadosPessoais),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const data = await confirmEmailChange(app.db, deps, currentUser(request).id, request.body.codigo);
      return { data, message: MESSAGES.emailConfirmed };
    },
  );

  app.post(
    '/Configuracao/EnviarCodigoEmail',
    {
      schema: {
        tags,
        summary: 'Reenvia o código da troca de e-mail pendente para o novo endereço',
        response: {
          200: messageResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      await resendChangeCode(app.db, deps, currentUser(request).id, request.ip);
      return { data: null, message: MESSAGES.codeResent };
    },
  );

  app.put(
    '/Configuracao/AlterarSenha',
    {
      schema: {
        tags,
        summary: 'Troca a senha e encerra as outras sessões',
        body: alterarSenhaBody,
        response: {
          200: messageResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      await changePassword(app.db, app.rateLimiter, currentUser(request), request.body, request.ip);
      return { data: null, message: MESSAGES.passwordSaved };
    },
  );

  app.delete(
    '/Configuracao/ExcluirConta',
    {
      config: { termsExempt: true },
      schema: {
        tags,
        summary:
          'Exclui a conta e tudo o que pertence a ela. Sem corpo (como na especificação); um e-mail enviado deve ser o da conta',
        body: excluirContaBody,
        response: { 200: messageResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      await deleteAccount(app.db, deps, currentUser(request).id, request.body?.email);
      return { data: null, message: MESSAGES.deleted };
    },
  );
};
