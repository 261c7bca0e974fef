import {
  adminExportacaoCriadaResponse,
  adminExportacaoParams,
  adminExportacaoResponse,
  adminMunicipiosQuery,
  adminMunicipiosResponse,
  adminObjetoDetalheResponse,
  adminObjetoParams,
  adminObjetosFiltrosBody,
  adminObjetosQuery,
  adminObjetosResponse,
  errorStatuses,
  XLSX_CONTENT_TYPE,
} from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  presentAdminObjeto,
  presentAdminObjetoDetalhe,
  presentExportacao,
} from './admin-objeto.presenter.ts';
import {
  baixarExportacao,
  detalharUnidade,
  lerExportacao,
  listarUnidades,
  municipiosComUnidades,
  pedirExportacao,
} from './admin-objeto.service.ts';

/** Every unit, for administrators: the filtered list, a unit's Guias, the xlsx export job. */
export const adminObjetoRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, opts) => {
  const agora = opts.now ?? (() => new Date());

  app.get(
    '/Admin/Objeto',
    {
      schema: {
        tags: ['Admin'],
        summary: 'Unidades com filtros, ordenação e busca (página de 50)',
        querystring: adminObjetosQuery,
        response: { 200: adminObjetosResponse, ...errorStatuses(400, 401, 404) },
      },
    },
    async (request) => {
      // The query is parsed with its defaults: whether the request chose an order is in the URL.
      const ordemEscolhida = /[?&]sort=/i.test(request.raw.url ?? '');
      const page = await listarUnidades(app.db, request.query, { agora: agora() }, ordemEscolhida);
      return {
        data: {
          items: page.items.map(presentAdminObjeto),
          pagination: { ...page.pagination, totalUnidades: page.pagination.totalItems },
        },
      };
    },
  );

  app.get(
    '/Admin/Objeto/Municipio',
    {
      schema: {
        tags: ['Admin'],
        summary: 'Municípios que têm unidades (filtro da lista)',
        querystring: adminMunicipiosQuery,
        response: { 200: adminMunicipiosResponse, ...errorStatuses(400, 401, 404) },
      },
    },
    async (request) => ({ data: await municipiosComUnidades(app.db, request.query.uf) }),
  );

  app.post(
    '/Admin/Objeto/Export',
    {
      schema: {
        tags: ['Admin'],
        summary: 'Pede a exportação (xlsx) das unidades dos filtros; responde o id do trabalho',
        body: adminObjetosFiltrosBody,
        response: { 202: adminExportacaoCriadaResponse, ...errorStatuses(400, 401, 404, 503) },
      },
    },
    async (request, reply) => {
      const id = await pedirExportacao(app.db, currentUser(request).id, request.body);
      app.exportacoes.avisar();
      return reply.status(202).send({ data: { id } });
    },
  );

  app.get(
    '/Admin/Objeto/Export/:id',
    {
      schema: {
        tags: ['Admin'],
        summary: 'Situação e progresso de uma exportação',
        params: adminExportacaoParams,
        response: { 200: adminExportacaoResponse, ...errorStatuses(400, 401, 404) },
      },
    },
    async (request) => ({ data: presentExportacao(await lerExportacao(app.db, request.params.id)) }),
  );

  app.get(
    '/Admin/Objeto/Export/:id/arquivo',
    {
      schema: {
        tags: ['Admin'],
        summary: 'O arquivo xlsx de uma exportação pronta (o download é auditado)',
        params: adminExportacaoParams,
        response: {
          200: z.unknown().describe('O arquivo xlsx, como anexo'),
          ...errorStatuses(400, 401, 404, 503),
        },
      },
    },
    async (request, reply) => {
      const { stream, nomeArquivo } = await baixarExportacao(
        app.db,
        app.fileStore,
        currentUser(request).id,
        request.params.id,
      );
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${nomeArquivo}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    '/Admin/Objeto/:objetoId',
    {
      schema: {
        tags: ['Admin'],
        summary: 'Uma unidade, seu dono e seus Guias (o acesso é auditado)',
        params: adminObjetoParams,
        response: { 200: adminObjetoDetalheResponse, ...errorStatuses(400, 401, 404, 503) },
      },
    },
    async (request) => {
      const detalhe = await detalharUnidade(app.db, currentUser(request), request.params.objetoId);
      return { data: presentAdminObjetoDetalhe(detalhe) };
    },
  );
};
