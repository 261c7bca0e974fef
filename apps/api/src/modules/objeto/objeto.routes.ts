import {
  dataResponse,
  errorResponse,
  idParam,
  messageResponse,
  objeto,
  objetoBody,
  objetoDetailQuery,
  objetoDetalhe,
  objetoSearchQuery,
  resumo,
} from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acessar } from '../../access/acessar.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  aoConfirmar,
  DESCRICAO_IDEMPOTENTE,
  respostasIdempotentes,
} from '../idempotencia/idempotencia.plugin.ts';
import { guiasDasUnidades, guiasDaUnidade } from '../questionario/questionario.cartoes.ts';
import { presentGuiaDaUnidade } from '../questionario/questionario.presenter.ts';
import { presentObjeto } from './objeto.presenter.ts';
import {
  createObjeto,
  deleteObjeto,
  findObjeto,
  listObjetos,
  listObjetosFinalizados,
  updateObjeto,
} from './objeto.service.ts';

/** Another user's unit answers exactly like a missing one. */
const naoEncontrado = 'Unidade não encontrada';

const tags = ['Objeto'];

/** The caller's list of units: create one, list them (all, or those with a finished Guia), the summary. */
const unidadesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Objeto',
    {
      config: { idempotente: true },
      schema: {
        tags,
        summary: 'Cadastra uma unidade',
        description: DESCRICAO_IDEMPOTENTE,
        body: objetoBody,
        response: respostasIdempotentes({
          201: dataResponse(objeto),
          400: errorResponse,
          401: errorResponse,
          500: errorResponse,
        }),
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const id = await createObjeto(app.db, actor, request.body, aoConfirmar(request));
      const created = await findObjeto(app.db, id);
      return reply.status(201).send({ data: presentObjeto(created!), message: 'Unidade criada com sucesso' });
    },
  );

  app.get(
    '/Objeto',
    {
      schema: {
        tags,
        summary: 'Unidades do usuário, por nome (busca: parte do nome, sem diferenciar maiúsculas e acentos)',
        querystring: objetoSearchQuery,
        response: {
          200: dataResponse(z.array(objeto)),
          400: errorResponse,
          401: errorResponse,
          500: errorResponse,
        },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const rows = await listObjetos(app.db, actor.id, request.query.busca);
      return { data: rows.map(presentObjeto) };
    },
  );

  app.get(
    '/Objeto/Finalizado',
    {
      schema: {
        tags,
        summary: 'Unidades do usuário com algum questionário finalizado',
        response: { 200: dataResponse(z.array(objeto)), 401: errorResponse, 500: errorResponse },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const rows = await listObjetosFinalizados(app.db, actor.id);
      return { data: rows.map(presentObjeto) };
    },
  );

  app.get(
    '/Resumo',
    {
      schema: {
        tags,
        summary: 'Resumo do usuário: as suas unidades, cada uma com as suas edições do Guia',
        response: { 200: dataResponse(resumo), 401: errorResponse, 500: errorResponse },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const rows = await listObjetos(app.db, actor.id);
      const guias = await guiasDasUnidades(app.db, rows);
      return {
        data: {
          objetos: rows.map((row) => ({
            ...presentObjeto(row),
            guia: (guias.get(row.id) ?? []).map(presentGuiaDaUnidade),
          })),
        },
      };
    },
  );
};

/** One unit, through the access check: read, update, delete. */
const unidadeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Objeto/:id',
    {
      schema: {
        tags,
        summary:
          'Uma unidade com os cartões do Guia por ano (administradores: de qualquer usuário, com user_id do dono)',
        params: idParam,
        querystring: objetoDetailQuery,
        response: {
          200: dataResponse(objetoDetalhe),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          500: errorResponse,
        },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const { user_id: userId } = request.query;
      const row = await acessar(
        app.db,
        actor,
        'objeto.ler',
        async (db) => {
          const r = await findObjeto(db, request.params.id);
          return r && (userId === undefined || r.usuarioId === userId) ? { ...r, objetoId: r.id } : null;
        },
        { naoEncontrado, detalhes: () => ({}) },
      );
      const guias = await guiasDaUnidade(app.db, { id: row.id, categoriaId: row.categoriaId });
      return { data: { ...presentObjeto(row), guia: guias.map(presentGuiaDaUnidade) } };
    },
  );

  app.put(
    '/Objeto/:id',
    {
      schema: {
        tags,
        summary: 'Atualiza uma unidade (categoria, nome, estado e cidade não mudam)',
        params: idParam,
        body: objetoBody,
        response: {
          200: dataResponse(objeto),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          500: errorResponse,
        },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const row = await acessar(app.db, actor, 'objeto.editar', (db) => findObjeto(db, request.params.id), {
        naoEncontrado,
      });
      await updateObjeto(app.db, actor, row, request.body);
      const updated = await findObjeto(app.db, row.id);
      return { data: presentObjeto(updated!), message: 'Unidade atualizada com sucesso' };
    },
  );

  app.delete(
    '/Objeto/:id',
    {
      schema: {
        tags,
        summary: 'Exclui uma unidade',
        params: idParam,
        response: {
          200: messageResponse,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          500: errorResponse,
        },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const row = await acessar(app.db, actor, 'objeto.excluir', (db) => findObjeto(db, request.params.id), {
        naoEncontrado,
      });
      await deleteObjeto(app.db, actor, row.id, { fileStore: app.fileStore, log: request.log });
      return { data: null, message: 'Unidade excluída com sucesso' };
    },
  );
};

/** The caller's units (objetos): create, list, read, update, delete, and the summary. */
export const objetoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(unidadesRoutes);
  await app.register(unidadeRoutes);
};
