import {
  type Cidade,
  categoria,
  categoriaQuery,
  cidade,
  dataResponse,
  errorResponse,
  estado,
  estadoParams,
  itemLista,
  UF_SIGLAS,
} from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import {
  listAtividades,
  listCategorias,
  listCidades,
  listEstados,
  listSistemasAdotados,
} from './reference.service.ts';

// Categories can be switched off by administrators: short cache. The rest changes with releases.
const CACHE_CATEGORIAS = 'public, max-age=300';
const CACHE_LISTAS = 'public, max-age=3600';
const CACHE_GEOGRAFIA = 'public, max-age=86400';

const ufSiglas = new Set<string>(UF_SIGLAS);

/** Public reference lists: categories, activities, production systems, UFs and municipalities. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const cidadesPorUf = new Map<string, Cidade[]>();
  app.get(
    '/Categoria',
    {
      schema: {
        tags: ['Referência'],
        summary: 'Categorias de unidade (onlyActive=true: só as ativas)',
        querystring: categoriaQuery,
        response: { 200: dataResponse(z.array(categoria)), 400: errorResponse, 500: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CATEGORIAS);
      return { data: await listCategorias(app.db, request.query.onlyActive) };
    },
  );

  app.get(
    '/Atividade',
    {
      schema: {
        tags: ['Referência'],
        summary: 'Ciclos da atividade',
        response: { 200: dataResponse(z.array(itemLista)), 500: errorResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_LISTAS);
      return { data: await listAtividades(app.db) };
    },
  );

  app.get(
    '/SistemaAdotado',
    {
      schema: {
        tags: ['Referência'],
        summary: 'Sistemas de produção',
        response: { 200: dataResponse(z.array(itemLista)), 500: errorResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_LISTAS);
      return { data: await listSistemasAdotados(app.db) };
    },
  );

  app.get(
    '/Estado',
    {
      schema: {
        tags: ['Referência'],
        summary: 'As 27 unidades da federação, por nome',
        response: { 200: dataResponse(z.array(estado)), 500: errorResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_GEOGRAFIA);
      return { data: await listEstados(app.db) };
    },
  );

  app.get(
    '/Estado/:uf/Cidade',
    {
      schema: {
        tags: ['Referência'],
        summary: 'Municípios (código IBGE de 7 dígitos) de uma UF, por nome',
        params: estadoParams,
        response: { 200: dataResponse(z.array(cidade)), 404: errorResponse, 500: errorResponse },
      },
    },
    async (request, reply) => {
      const sigla = request.params.uf;
      // The IBGE lists only change with a release (seeded at start): keep each UF's list in memory.
      let cidades = cidadesPorUf.get(sigla) ?? null;
      if (!cidades && ufSiglas.has(sigla)) {
        cidades = await listCidades(app.db, sigla);
        if (cidades) cidadesPorUf.set(sigla, cidades);
      }
      if (!cidades) throw notFound('Estado não encontrado');
      reply.header('cache-control', CACHE_GEOGRAFIA);
      return { data: cidades };
    },
  );
};
