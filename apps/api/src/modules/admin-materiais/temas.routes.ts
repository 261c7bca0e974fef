import {
  adminTema,
  adminTemaBody,
  adminTemaList,
  adminTemaListQuery,
  adminTemaParams,
  dataResponse,
  errorStatuses,
  ADMIN_MATERIAL_MENSAGENS as MSG,
  messageResponse,
} from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentTema } from './admin-materiais.presenter.ts';
import { ator, tags } from './admin-materiais.shared.ts';
import * as service from './temas.service.ts';

/** The themes of the library. */
export const temasRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { fileStore: app.fileStore };

  app.get(
    '/Admin/MaterialApoio',
    {
      schema: {
        tags,
        summary:
          'Temas, paginados: busca pelo título (sem acentos nem maiúsculas), ordem por título ou total de materiais',
        querystring: adminTemaListQuery,
        response: { 200: adminTemaList, ...errorStatuses(400, 401, 404) },
      },
    },
    async (request) => {
      const page = await service.listarTemas(app.db, request.query);
      const temas = page.items.map(presentTema);
      return { data: { items: temas, temas, pagination: page.pagination } };
    },
  );

  app.post(
    '/Admin/MaterialApoio',
    {
      schema: {
        tags,
        summary: 'Cadastra um tema (nome, descrição e ícone)',
        body: adminTemaBody,
        response: { 200: dataResponse(adminTema), ...errorStatuses(400, 401, 404, 503) },
      },
    },
    async (request) => {
      const id = await service.criarTema(app.db, ator(request), request.body);
      return { data: presentTema(await service.obterTema(app.db, id)), message: MSG.temaCriado };
    },
  );

  app.put(
    '/Admin/MaterialApoio/:temaId',
    {
      schema: {
        tags,
        summary: 'Altera um tema',
        params: adminTemaParams,
        body: adminTemaBody,
        response: { 200: dataResponse(adminTema), ...errorStatuses(400, 401, 404, 503) },
      },
    },
    async (request) => {
      await service.editarTema(app.db, ator(request), request.params.temaId, request.body);
      return {
        data: presentTema(await service.obterTema(app.db, request.params.temaId)),
        message: MSG.temaAtualizado,
      };
    },
  );

  app.delete(
    '/Admin/MaterialApoio/:temaId',
    {
      schema: {
        tags,
        summary: 'Exclui um tema com suas categorias e materiais (e os arquivos deles)',
        params: adminTemaParams,
        response: { 200: messageResponse, ...errorStatuses(400, 401, 404, 503) },
      },
    },
    async (request) => {
      await service.excluirTema(app.db, deps, ator(request), request.params.temaId);
      return { data: null, message: MSG.temaExcluido };
    },
  );
};
