import {
  dataResponse,
  errorStatuses,
  messageResponse,
  type Notificacao,
  notificacaoParams,
  notificacoesPagina,
  notificacoesQuery,
  preferenciaLembretes,
} from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { schema } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  gravarPreferencia,
  lerPreferencia,
  listarNotificacoes,
  marcarLida,
  marcarTodasLidas,
} from './notificacao.service.ts';

const tags = ['Notificações'];
export const MENSAGEM_NOTIFICACAO_NAO_ENCONTRADA = 'Notificação não encontrada.';

function presentNotificacao(linha: typeof schema.notificacao.$inferSelect): Notificacao {
  return {
    id: linha.id,
    tipo: linha.tipo,
    titulo: linha.titulo,
    mensagem: linha.mensagem,
    link: linha.link,
    criada_em: linha.criadaEm.toISOString(),
    lida: linha.lidaEm !== null,
  };
}

/** The caller's own notices: the 'Notificações' page and the header's unread badge (issue 17 §3). */
export const notificacaoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Notificacoes',
    {
      schema: {
        tags,
        summary: 'Notificações do usuário, as mais novas primeiro, com a contagem das não lidas',
        querystring: notificacoesQuery,
        response: { 200: dataResponse(notificacoesPagina), ...errorStatuses(400, 401, 403) },
      },
    },
    async (request) => {
      const { linhas, naoLidas, pagination } = await listarNotificacoes(
        app.db,
        currentUser(request).id,
        request.query,
      );
      return { data: { items: linhas.map(presentNotificacao), pagination, nao_lidas: naoLidas } };
    },
  );

  app.put(
    '/Notificacoes/:id/Lida',
    {
      schema: {
        tags,
        summary: 'Marca uma notificação como lida (repetir não muda nada)',
        params: notificacaoParams,
        response: { 200: messageResponse, ...errorStatuses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const ok = await marcarLida(app.db, currentUser(request).id, request.params.id, app.now());
      if (!ok) throw notFound(MENSAGEM_NOTIFICACAO_NAO_ENCONTRADA);
      return { data: null, message: 'Notificação marcada como lida.' };
    },
  );

  app.put(
    '/Notificacoes/Lidas',
    {
      schema: {
        tags,
        summary: 'Marca todas as notificações do usuário como lidas',
        response: { 200: messageResponse, ...errorStatuses(401, 403) },
      },
    },
    async (request) => {
      await marcarTodasLidas(app.db, currentUser(request).id, app.now());
      return { data: null, message: 'Todas as notificações foram marcadas como lidas.' };
    },
  );

  app.get(
    '/Configuracao/Lembretes',
    {
      schema: {
        tags,
        summary: "'Receber lembretes por e-mail' (os avisos no aplicativo continuam)",
        response: { 200: dataResponse(preferenciaLembretes), ...errorStatuses(401, 403) },
      },
    },
    async (request) => ({ data: { lembretes_email: await lerPreferencia(app.db, currentUser(request).id) } }),
  );

  app.put(
    '/Configuracao/Lembretes',
    {
      schema: {
        tags,
        summary: "Liga ou desliga 'Receber lembretes por e-mail'",
        body: preferenciaLembretes,
        response: { 200: dataResponse(preferenciaLembretes), ...errorStatuses(400, 401, 403) },
      },
    },
    async (request) => {
      const { lembretes_email } = request.body;
      await gravarPreferencia(app.db, currentUser(request).id, lembretes_email);
      return {
        data: { lembretes_email },
        message: lembretes_email
          ? 'Você receberá lembretes por e-mail.'
          : 'Você não receberá mais lembretes por e-mail.',
      };
    },
  );
};
