import {
  aceiteBody,
  aceiteResponse,
  authData,
  cadastroBody,
  cadastroResponse,
  dataResponse,
  enviarCodigoBody,
  errorResponse,
  loginBody,
  logoutBody,
  messageResponse,
  pendingEmailErrorResponse,
  recuperarSenhaBody,
  validarEmailBody,
  validarEmailResponse,
  validarTokenBody,
} from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createAuthService, MESSAGES, PENDING_EMAIL_CODE } from './auth.service.ts';

const tags = ['Conta'];

/** Public account calls (registration, e-mail code, login and refresh, password recovery) and terms. */
export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const auth = createAuthService(app, config);

  app.post(
    '/Cadastro',
    {
      schema: {
        tags,
        summary:
          'Cria uma tentativa de cadastro (pendente até a confirmação do e-mail; a resposta é a mesma para qualquer e-mail ou documento) e envia o código por e-mail',
        body: cadastroBody,
        response: {
          201: dataResponse(cadastroResponse),
          400: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { email, tentativa } = await auth.register(request.body, request.ip, (task) =>
        request.afterResponse(task),
      );
      return reply
        .status(201)
        .send({ data: { email, pendente: true as const, tentativa }, message: MESSAGES.registered });
    },
  );

  app.post(
    '/Login',
    {
      schema: {
        tags,
        summary: 'Entra com e-mail, CPF ou CNPJ e senha, ou troca um refresh token por uma nova sessão',
        body: loginBody,
        response: {
          200: dataResponse(authData),
          400: errorResponse,
          401: errorResponse,
          403: pendingEmailErrorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const result = await auth.login(request.body, request.ip, (task) => request.afterResponse(task));
      if (result.status === 'pending-email') {
        return reply.status(403).send({
          error: MESSAGES.pendingLogin,
          clientMessage: MESSAGES.pendingLogin,
          code: PENDING_EMAIL_CODE,
          email: result.email,
          ...(result.tentativa ? { tentativa: result.tentativa } : {}),
        });
      }
      return { data: result.data };
    },
  );

  app.post(
    '/Logout',
    {
      schema: {
        tags,
        summary:
          'Encerra a sessão: revoga a família do refresh token enviado e/ou do access token do cabeçalho Authorization (mesmo expirado); os access tokens dela deixam de valer na hora',
        body: logoutBody,
        response: { 200: messageResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const header = request.headers.authorization;
      const accessToken = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      await auth.logout(request.body?.refresh_token, accessToken);
      return { data: null, message: MESSAGES.loggedOut };
    },
  );

  app.post(
    '/EnviarCodigo',
    {
      schema: {
        tags,
        summary:
          'Envia um novo código da tentativa de cadastro `tentativa` (sem ela, só um aviso de como recebê-lo; a resposta é a mesma para qualquer e-mail)',
        body: enviarCodigoBody,
        response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => ({
      data: null,
      message: await auth.resendCode(request.body.email, request.body.tentativa, request.ip, (task) =>
        request.afterResponse(task),
      ),
    }),
  );

  app.post(
    '/ValidarEmail',
    {
      schema: {
        tags,
        summary:
          'Confirma o e-mail com o código: ativa só a tentativa de cadastro do código (a de `tentativa`, quando enviada), com a senha dela, e inicia a sessão',
        body: validarEmailBody,
        response: {
          200: dataResponse(validarEmailResponse),
          400: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const { email, codigo, tentativa } = request.body;
      const data = await auth.validateEmail(email, codigo, tentativa, request.ip);
      const message = data.documentoEmUso
        ? MESSAGES.emailConfirmedDocumentInUse[data.documentoEmUso]
        : MESSAGES.emailConfirmed;
      return { data, message };
    },
  );

  app.post(
    '/RecuperarSenha',
    {
      schema: {
        tags,
        summary: 'Envia o link de recuperação de senha (a resposta é a mesma para qualquer e-mail)',
        body: recuperarSenhaBody,
        response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => ({
      data: null,
      message: await auth.requestPasswordReset(request.body.email, request.ip, (task) =>
        request.afterResponse(task),
      ),
    }),
  );

  app.post(
    '/ValidarToken',
    {
      schema: {
        tags,
        summary: 'Define a nova senha com o token do link de recuperação e inicia a sessão',
        body: validarTokenBody,
        response: { 200: dataResponse(authData), 400: errorResponse },
      },
    },
    async (request) => {
      const data = await auth.resetPassword(request.body.password, request.body.token);
      return { data, message: MESSAGES.passwordUpdated };
    },
  );

  app.post(
    '/Aceite',
    {
      config: { termsExempt: true },
      schema: {
        tags,
        summary: 'Registra o aceite da versão atual dos termos de uso e da política de privacidade',
        body: aceiteBody,
        response: {
          200: dataResponse(aceiteResponse),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      await auth.acceptTerms(currentUser(request).id, request.body.email);
      return { data: { success: true, aceite: true }, message: MESSAGES.aceiteDone };
    },
  );
};
