import {
  adminCategoria,
  adminCategoriaBody,
  adminCategoriaList,
  adminCategoriaListQuery,
  adminCategoriaParams,
  adminCategoriaUpdateBody,
  dataResponse,
  errorStatuses,
  ADMIN_MATERIAL_MENSAGENS as MSG,
  messageResponse,
} from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentCategoria } from './admin-materiais.presenter.ts';
import { ator, tags } from './admin-materiais.shared.ts';
import * as service from './categorias.service.ts';

/** The platform's categories. */
export const categoriasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Admin/Categoria',
    {
      schema: {
        tags,
        summary: 'Categorias da plataforma, paginadas, com busca por sigla ou nome, uso e situação',
        querystring: adminCategoriaListQuery,
        response: { 200: adminCategoriaList, ...errorStatuses(400, 401, 404) },
      },
    },
    async (request) => {
      const page = await service.listarCategorias(app.db, request.query);
      return { data: { items: page.items.map(presentCategoria), pagination: page.pagination } };
    },
  );

  app.post(
    '/Admin/Categoria',
    {
      schema: {
        tags,
        summary: 'Cadastra uma categoria da plataforma (sigla, descrição e cor)',
        body: adminCategoriaBody,
        response: { 200: dataResponse(adminCategoria), ...errorStatuses(400, 401, 404, 409, 503) },
      },
    },
    async (request) => {
      const id = await service.criarCategoria(app.db, ator(request), request.body);
      return {
        data: presentCategoria(await service.obterCategoria(app.db, id)),
        message: MSG.categoriaCriada,
      };
    },
  );

  app.put(
    '/Admin/Categoria/:id',
    {
      schema: {
        tags,
        summary:
          'Altera uma categoria; `ativo: false` a desativa (deixa de ser oferecida no cadastro de unidades)',
        params: adminCategoriaParams,
        body: adminCategoriaUpdateBody,
        response: { 200: dataResponse(adminCategoria), ...errorStatuses(400, 401, 404, 409, 503) },
      },
    },
    async (request) => {
      await service.editarCategoria(app.db, ator(request), request.params.id, request.body);
      return {
        data: presentCategoria(await service.obterCategoria(app.db, request.params.id)),
        message: MSG.categoriaAtualizada,
      };
    },
  );

  app.delete(
    '/Admin/Categoria/:id',
    {
      schema: {
        tags,
        summary:
          'Exclui uma categoria sem uso; em uso (unidades, indicadores, materiais) responde 409: desative-a',
        params: adminCategoriaParams,
        response: { 200: messageResponse, ...errorStatuses(400, 401, 404, 409, 503) },
      },
    },
    async (request) => {
      await service.excluirCategoria(app.db, ator(request), request.params.id);
      return { data: null, message: MSG.categoriaExcluida };
    },
  );
};
