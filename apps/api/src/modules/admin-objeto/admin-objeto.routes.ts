import {
  adminExportacaoCriadaResponse,
  adminExportacaoParams,
  adminExportacaoQuery,
  adminExportacaoResponse,
  adminMunicipiosQuery,
  adminMunicipiosResponse,
  adminObjetoDetalheResponse,
  adminObjetoParams,
  adminObjetosFiltrosBody,
  adminObjetosListaBody,
  adminObjetosListaResponse,
  adminObjetosQuery,
  adminObjetosResponse,
  dataResponse,
  desempenhoParams,
  errorStatuses,
  relatorioDesempenho,
  XLSX_CONTENT_TYPE,
} from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition.ts';
import { currentUser } from '../../plugins/auth.ts';
import { presentDesempenho } from '../relatorio/relatorio.presenter.ts';
import { desempenhoDaUnidade } from './admin-objeto.desempenho.ts';
import {
  presentAdminObjeto,
  presentAdminObjetoDetalhe,
  presentExportacao,
} from './admin-objeto.presenter.ts';
import { detalharUnidade, listarUnidades, municipiosComUnidades } from './admin-objeto.service.ts';
import {
  baixarExportacao,
  exportacaoDosFiltros,
  lerExportacao,
  pedirExportacao,
  ultimoArquivoDosFiltros,
} from './exportacao.service.ts';

/** The filtered list of every unit, the municipalities that have units, a unit and its performance. */
const unidadesRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, opts) => {
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

  app.post(
    '/Admin/Objeto',
    {
      schema: {
        tags: ['Admin'],
        summary:
          'Unidades com filtros (chamada da especificação: página e filtros no corpo; por nome da unidade)',
        body: adminObjetosListaBody,
        response: { 200: adminObjetosListaResponse, ...errorStatuses(400, 401, 404) },
      },
    },
    async (request) => {
      const { pagination, filtros } = request.body;
      const consulta = {
        ...filtros,
        page: pagination.page,
        pageSize: pagination.itemsPerPage,
        sort: 'nomeunidade' as const,
        order: 'asc' as const,
      };
      const [page, nomeArquivo] = await Promise.all([
        listarUnidades(app.db, consulta, { agora: agora() }, false),
        ultimoArquivoDosFiltros(app.db, currentUser(request).id, filtros),
      ]);
      return {
        data: {
          objetos: page.items.map(presentAdminObjeto),
          nomeArquivo,
          pagination: {
            ...page.pagination,
            itemsPerPage: page.pagination.pageSize,
            totalUnidades: page.pagination.totalItems,
          },
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

  app.get(
    '/Admin/Objeto/:objetoId/:edicaoId',
    {
      schema: {
        tags: ['Admin'],
        summary:
          'Desempenho da unidade no Guia (último finalizado da edição), lido em nome do dono (o acesso é auditado)',
        params: desempenhoParams,
        response: { 200: dataResponse(relatorioDesempenho), ...errorStatuses(400, 401, 404, 503) },
      },
    },
    async (request) => {
      const d = await desempenhoDaUnidade(app.db, currentUser(request), request.params, app.relatorioCache);
      return { data: presentDesempenho(d) };
    },
  );
};

/** The xlsx export of the units of some filters: a job, its status and its file. */
const exportacaoRoutes: FastifyPluginAsyncZod = async (app) => {
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
    '/Admin/Objeto/Export',
    {
      schema: {
        tags: ['Admin'],
        summary:
          'Exportação (xlsx) das unidades dos filtros (chamada da especificação): o mesmo administrador com os mesmos filtros em poucos minutos recebe o mesmo trabalho',
        querystring: adminExportacaoQuery,
        response: { 200: adminExportacaoResponse, ...errorStatuses(400, 401, 404, 503) },
      },
    },
    async (request) => {
      const { id, criada } = await exportacaoDosFiltros(app.db, currentUser(request).id, request.query);
      if (criada) app.exportacoes.avisar();
      return { data: presentExportacao(await lerExportacao(app.db, id)) };
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
        .header('content-disposition', contentDisposition(nomeArquivo, { somenteAscii: true }))
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};

/**
 * Every unit, for administrators: the filtered list, a unit's Guias and performance, the xlsx export
 * job. The spec's calls (POST list, GET Export, GET performance) and the added ones (GET list with
 * query parameters, POST Export, the job's status and file) share one service path each.
 */
export const adminObjetoRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, opts) => {
  // Only the clock: the parent's options carry its prefix, which a child would add again.
  await app.register(unidadesRoutes, opts.now ? { now: opts.now } : {});
  await app.register(exportacaoRoutes);
};
