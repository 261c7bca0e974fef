import {
  adminTemaListQuery,
  adminTemaParams,
  adminTipo,
  adminTipoBody,
  adminTipoList,
  adminTipoParams,
  dataResponse,
  errorStatuses,
  ADMIN_MATERIAL_MENSAGENS as MSG,
  messageResponse,
} from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentTema, presentTipo } from './admin-materiais.presenter.ts';
import { ator, tags } from './admin-materiais.shared.ts';
import * as service from './tipos.service.ts';

/** The material types of a theme. */
export const tiposRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { fileStore: app.fileStore };

  app.get(
    '/Admin/MaterialApoio/TipoMaterial/:temaId',
    {
      schema: {
        tags,
        summary: 'O tema e suas categorias (tipos de material), paginadas, com busca e ordem',
        params: adminTemaParams,
        querystring: adminTemaListQuery,
        response: { 200: adminTipoList, ...errorStatuses(400, 401, 404) },
      },
    },
    async (request) => {
      const r = await service.listarTipos(app.db, request.params.temaId, request.query);
      return {
        data: { tema: presentTema(r.tema), items: r.items.map(presentTipo), pagination: r.pagination },
      };
    },
  );

  app.post(
    '/Admin/MaterialApoio/TipoMaterial/:temaId',
    {
      schema: {
        tags,
        summary: 'Cadastra uma categoria (tipo de material) no tema: nome, descrição e ícone',
        params: adminTemaParams,
        body: adminTipoBody,
        response: { 200: dataResponse(adminTipo), ...errorStatuses(400, 401, 404, 409, 503) },
      },
    },
    async (request) => {
      const { temaId } = request.params;
      const id = await service.criarTipo(app.db, ator(request), temaId, request.body);
      return { data: presentTipo(await service.obterTipo(app.db, temaId, id)), message: MSG.tipoCriado };
    },
  );

  app.put(
    '/Admin/MaterialApoio/TipoMaterial/:temaId/:id',
    {
      schema: {
        tags,
        summary: 'Altera uma categoria (tipo de material) do tema',
        params: adminTipoParams,
        body: adminTipoBody,
        response: { 200: dataResponse(adminTipo), ...errorStatuses(400, 401, 404, 409, 503) },
      },
    },
    async (request) => {
      const { temaId, id } = request.params;
      await service.editarTipo(app.db, ator(request), temaId, id, request.body);
      return { data: presentTipo(await service.obterTipo(app.db, temaId, id)), message: MSG.tipoAtualizado };
    },
  );

  app.delete(
    '/Admin/MaterialApoio/TipoMaterial/:temaId/:id',
    {
      schema: {
        tags,
        summary: 'Exclui uma categoria (tipo de material) com seus materiais e arquivos',
        params: adminTipoParams,
        response: { 200: messageResponse, ...errorStatuses(400, 401, 404, 503) },
      },
    },
    async (request) => {
      await service.excluirTipo(app.db, deps, ator(request), request.params.temaId, request.params.id);
      return { data: null, message: MSG.tipoExcluido };
    },
  );
};
