import {
  alterarSenhaBody,
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
import { createConfiguracaoService, MESSAGES } from './configuracao.service.ts';

const tags = ['Configurações'];

/** The caller's own settings: personal data, password, account deletion. */
export const configuracaoRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createConfiguracaoService(app, config);
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/Configuracao/DadosPessoais',
    {
      schema: {
        tags,
        summary: 'Dados pessoais da conta',
        response: { 200: dataResponse(dadosPessoais), 401: errorResponse },
      },
    },
    async (request) => ({ data: await service.getDadosPessoais(currentUser(request).id) }),
  );

  app.put(
    '/Configuracao/DadosPessoais',
    {
      schema: {
        tags,
        summary: 'Altera nome, e-mail e celular (o CPF/CNPJ não muda)',
        body: dadosPessoaisBody,
        response: {
          200: dataResponse(dadosPessoais),
          400: errorResponse,
          401: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const data = await service.updateDadosPessoais(currentUser(request).id, request.body);
      return { data, message: MESSAGES.dataSaved };
    },
  );

  app.put(
    '/Configuracao/AlterarSenha',
    {
      schema: {
        tags,
        summary: 'Troca a senha e encerra as outras sessões',
        body: alterarSenhaBody,
        response: { 200: messageResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      await service.changePassword(currentUser(request), request.body);
      return { data: null, message: MESSAGES.passwordSaved };
    },
  );

  app.delete(
    '/Configuracao/ExcluirConta',
    {
      schema: {
        tags,
        summary: 'Exclui a conta e tudo o que pertence a ela (o e-mail digitado confirma)',
        body: excluirContaBody,
        response: { 200: messageResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      await service.deleteAccount(currentUser(request).id, request.body.email);
      return { data: null, message: MESSAGES.deleted };
    },
  );
};
