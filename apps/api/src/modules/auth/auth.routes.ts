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
import { type AuthDeps, authDeps } from './auth.deps.ts';
import {
  acceptTerms,
  login,
  logout,
  MESSAGES,
  PENDING_EMAIL_CODE,
  requestPasswordReset,
  resetPassword,
} from './auth.service.ts';
import { register, resendCode, validateEmail } from './registration.service.ts';

const tags = ['Conta'];

type App = Parameters<FastifyPluginAsyncZod>[0];

/** Public account calls (registration, e-mail code, login and refresh, password recovery) and terms. */
export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const deps = authDeps(app, config);
  // In the order they have always been registered: the OpenAPI document lists them so.
  registrationRoutes(app, deps);
  sessionRoutes(app, deps);
  emailCodeRoutes(app, deps);
  passwordAndTermsRoutes(app, deps);
};

/** POST Cadastro: a registration attempt. */
function registrationRoutes(app: App, deps: AuthDeps) {
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
      const { email, tentativa } = await register(app.db, deps, request.body, request.ip, (task) =>
        request.afterResponse(task),
      );
      return reply
        .status(201)
        .send({ data: { email, pendente: true as const, tentativa }, message: MESSAGES.registered });
    },
  );
}

/** POST Login (credentials or a refresh token) and Logout. */
function sessionRoutes(app: App, deps: AuthDeps) {
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
      const result = await login(app.db, deps, request.body, request.ip, (task) =>
        request.afterResponse(task),
      );
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
      await logout(app.db, deps, request.body?.refresh_token, accessToken);
      return { data: null, message: MESSAGES.loggedOut };
    },
  );
}

/** POST EnviarCodigo and ValidarEmail: the e-mailed code of a registration attempt. */
function emailCodeRoutes(app: App, deps: AuthDeps) {
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
      message: await resendCode(
        app.db,
        deps,
        request.body.email,
        request.body.tentativa,
        request.ip,
        (task) => request.afterResponse(task),
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
      const data = await validateEmail(app.db, deps, email, codigo, tentativa, request.ip);
      const message = data.documentoEmUso
        ? MESSAGES.emailConfirmedDocumentInUse[data.documentoEmUso]
        : MESSAGES.emailConfirmed;
      return { data, message };
    },
  );
}

/** POST RecuperarSenha and ValidarToken (password recovery), and Aceite (the terms). */
function passwordAndTermsRoutes(app: App, deps: AuthDeps) {
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
      message: await requestPasswordReset(app.db, deps, request.body.email, request.ip, (task) =>
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
      const data = await resetPassword(app.db, deps, request.body.password, request.body.token);
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
      await acceptTerms(app.db, currentUser(request).id, request.body.email);
      return { data: { success: true, aceite: true }, message: MESSAGES.aceiteDone };
    },
  );
}
