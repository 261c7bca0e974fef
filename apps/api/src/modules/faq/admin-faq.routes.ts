import {
  adminFaqBody,
  adminFaqDetalhe,
  adminFaqEdicaoBody,
  adminFaqItemBody,
  adminFaqList,
  adminFaqListQuery,
  adminFaqOrdemBody,
  dataResponse,
  errorStatuses,
  faqItemParams,
  faqParams,
  messageResponse,
} from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { presentAdminFaqTopico, presentFaqTopico } from './faq.presenter.ts';
import {
  criarPergunta,
  criarTopico,
  editarPergunta,
  editarTopico,
  excluirPergunta,
  excluirTopico,
  FAQ_RESPOSTAS,
  lerTopico,
  listarTopicos,
  ordenarTopicos,
} from './faq.service.ts';

const tags = ['Admin'];

/** The topics, with their order. */
const topicosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Admin/Faq',
    {
      schema: {
        tags,
        summary:
          'Tópicos da FAQ, paginados: ordem (padrão), título ou total de perguntas; busca no título sem acentos nem maiúsculas',
        querystring: adminFaqListQuery,
        response: { 200: adminFaqList, ...errorStatuses(400, 401, 404) },
      },
    },
    async (request) => {
      const page = await listarTopicos(app.db, request.query);
      return { data: { items: page.items.map(presentAdminFaqTopico), pagination: page.pagination } };
    },
  );

  app.post(
    '/Admin/Faq',
    {
      schema: {
        tags,
        summary: 'Cadastra um tópico (fica por último)',
        body: adminFaqBody,
        response: { 201: dataResponse(adminFaqDetalhe), ...errorStatuses(400, 401, 404, 503) },
      },
    },
    async (request, reply) => {
      const id = await criarTopico(app.db, currentUser(request).id, request.body);
      const topico = await lerTopico(app.db, id);
      return reply.status(201).send({ data: presentFaqTopico(topico), message: FAQ_RESPOSTAS.topicoCriado });
    },
  );

  app.put(
    '/Admin/Faq/Ordem',
    {
      schema: {
        tags,
        summary:
          'Nova ordem dos tópicos: todos os ids, do primeiro ao último (posições 1..n; 409 se a lista mudou)',
        body: adminFaqOrdemBody,
        response: { 200: messageResponse, ...errorStatuses(400, 401, 404, 409, 503) },
      },
    },
    async (request) => {
      await ordenarTopicos(app.db, currentUser(request).id, request.body.ids);
      return { data: null, message: FAQ_RESPOSTAS.ordemSalva };
    },
  );

  app.get(
    '/Admin/Faq/:faqId',
    {
      schema: {
        tags,
        summary: 'Um tópico e as suas perguntas, em ordem',
        params: faqParams,
        response: { 200: dataResponse(adminFaqDetalhe), ...errorStatuses(400, 401, 404) },
      },
    },
    async (request) => ({ data: presentFaqTopico(await lerTopico(app.db, request.params.faqId)) }),
  );

  app.put(
    '/Admin/Faq/:faqId',
    {
      schema: {
        tags,
        summary:
          'Altera o título e a descrição de um tópico; com ordem, move o tópico para essa posição (os demais se deslocam, posições 1..n)',
        params: faqParams,
        body: adminFaqEdicaoBody,
        response: { 200: dataResponse(adminFaqDetalhe), ...errorStatuses(400, 401, 404, 503) },
      },
    },
    async (request) => {
      const { faqId } = request.params;
      await editarTopico(app.db, currentUser(request).id, faqId, request.body);
      return {
        data: presentFaqTopico(await lerTopico(app.db, faqId)),
        message: FAQ_RESPOSTAS.topicoAtualizado,
      };
    },
  );

  app.delete(
    '/Admin/Faq/:faqId',
    {
      schema: {
        tags,
        summary: 'Exclui um tópico e as suas perguntas (os demais fecham a lacuna na ordem)',
        params: faqParams,
        response: { 200: messageResponse, ...errorStatuses(400, 401, 404, 503) },
      },
    },
    async (request) => {
      await excluirTopico(app.db, currentUser(request).id, request.params.faqId);
      return { data: null, message: FAQ_RESPOSTAS.topicoExcluido };
    },
  );
};

/** The questions of a topic. */
const perguntasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Admin/Faq/:faqId/Item',
    {
      schema: {
        tags,
        summary: 'Cadastra uma pergunta (titulo) e a sua resposta (descricao), por última do tópico',
        params: faqParams,
        body: adminFaqItemBody,
        response: { 201: dataResponse(adminFaqDetalhe), ...errorStatuses(400, 401, 404, 503) },
      },
    },
    async (request, reply) => {
      const { faqId } = request.params;
      await criarPergunta(app.db, currentUser(request).id, faqId, request.body);
      return reply.status(201).send({
        data: presentFaqTopico(await lerTopico(app.db, faqId)),
        message: FAQ_RESPOSTAS.perguntaCriada,
      });
    },
  );

  app.put(
    '/Admin/Faq/:faqId/Item/:itemId',
    {
      schema: {
        tags,
        summary: 'Altera uma pergunta e a sua resposta',
        params: faqItemParams,
        body: adminFaqItemBody,
        response: { 200: dataResponse(adminFaqDetalhe), ...errorStatuses(400, 401, 404, 503) },
      },
    },
    async (request) => {
      const { faqId, itemId } = request.params;
      await editarPergunta(app.db, currentUser(request).id, faqId, itemId, request.body);
      return {
        data: presentFaqTopico(await lerTopico(app.db, faqId)),
        message: FAQ_RESPOSTAS.perguntaAtualizada,
      };
    },
  );

  app.delete(
    '/Admin/Faq/:faqId/Item/:itemId',
    {
      schema: {
        tags,
        summary: 'Exclui uma pergunta (as demais do tópico fecham a lacuna na ordem)',
        params: faqItemParams,
        response: { 200: messageResponse, ...errorStatuses(400, 401, 404, 503) },
      },
    },
    async (request) => {
      const { faqId, itemId } = request.params;
      await excluirPergunta(app.db, currentUser(request).id, faqId, itemId);
      return { data: null, message: FAQ_RESPOSTAS.perguntaExcluida };
    },
  );
};

/** Administrators keep the FAQ: topics (with their order) and the questions of each topic. */
export const adminFaqRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(topicosRoutes);
  await app.register(perguntasRoutes);
};
