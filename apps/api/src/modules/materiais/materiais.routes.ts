import {
  apoioLista,
  apoioQuery,
  dataResponse,
  errorStatuses,
  materiaisDoTipo,
  materialArquivoParams,
  materialTemaParams,
  materialTipoParams,
  temaMaterial,
  tiposDoTema,
} from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { presentApoio, presentMaterial, presentTema, presentTipo } from './materiais.presenter.ts';
import {
  findMaterialPorArquivo,
  findTema,
  findTipo,
  listApoio,
  listMateriais,
  listTemas,
  listTipos,
} from './materiais.service.ts';

const tags = ['Materiais de apoio'];

/** A served material is shown, never run: no script, no plugin, no same-origin access. */
const MATERIAL_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** A stored file never changes under its key (a new upload gets a new key): the browser may keep it a while. */
const MATERIAL_CACHE = 'private, max-age=3600';

const temaNaoEncontrado = () => notFound('Tema não encontrado');

/** The producers' library (screen 23) and the edition's support links: any logged-in user. */
export const materiaisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/MaterialApoio/Tema',
    {
      schema: {
        tags,
        summary: 'Temas da biblioteca de materiais de apoio, com o total de materiais de cada um',
        response: { 200: dataResponse(z.array(temaMaterial)), ...errorStatuses(401, 403) },
      },
    },
    async () => ({ data: (await listTemas(app.db)).map(presentTema) }),
  );

  app.get(
    '/MaterialApoio/TipoMaterial/:temaId',
    {
      schema: {
        tags,
        summary: 'Um tema e os seus tipos de material (as categorias do tema)',
        params: materialTemaParams,
        response: { 200: dataResponse(tiposDoTema), ...errorStatuses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const tema = await findTema(app.db, request.params.temaId);
      if (!tema) throw temaNaoEncontrado();
      const tipos = await listTipos(app.db, tema.id);
      return { data: { tema: presentTema(tema), tipos: tipos.map(presentTipo) } };
    },
  );

  app.get(
    '/MaterialApoio/Material/:temaId/:tipoMaterialId',
    {
      schema: {
        tags,
        summary: 'Os materiais de um tipo de um tema: arquivos (Material/{url}) ou endereços externos',
        params: materialTipoParams,
        response: { 200: dataResponse(materiaisDoTipo), ...errorStatuses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { temaId, tipoMaterialId } = request.params;
      const [tema, tipo] = await Promise.all([
        findTema(app.db, temaId),
        findTipo(app.db, temaId, tipoMaterialId),
      ]);
      if (!tema) throw temaNaoEncontrado();
      if (!tipo) throw notFound('Tipo de material não encontrado');
      const materiais = await listMateriais(app.db, tipo.id);
      return {
        data: { tema: presentTema(tema), tipo: presentTipo(tipo), materiais: materiais.map(presentMaterial) },
      };
    },
  );

  app.get(
    '/Apoio',
    {
      schema: {
        tags,
        summary:
          'Materiais de apoio dos indicadores da edição disponível, por princípio e indicador (filtro opcional por categoria e princípio)',
        querystring: apoioQuery,
        response: { 200: dataResponse(apoioLista), ...errorStatuses(400, 401, 403) },
      },
    },
    async (request) => {
      const { edicao, itens } = await listApoio(app.db, request.query);
      return { data: { edicao, itens: itens.map(presentApoio) } };
    },
  );

  app.get(
    '/Material/*',
    {
      schema: {
        tags,
        summary: 'O arquivo de um material de apoio, exibido no navegador (somente para usuários logados)',
        params: materialArquivoParams,
        response: {
          200: z.unknown().describe('O arquivo, com o seu tipo de conteúdo'),
          ...errorStatuses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const arquivo = request.params['*'];
      const row = await findMaterialPorArquivo(app.db, arquivo);
      const stream = row ? await app.fileStore.get(arquivo) : null;
      if (!row || !stream) throw notFound('Arquivo não encontrado');
      const nome = row.nomearquivo ?? arquivo.slice(arquivo.lastIndexOf('/') + 1);
      reply
        .header('content-type', row.tipoConteudo ?? 'application/octet-stream')
        .header('content-disposition', contentDisposition(nome, { disposicao: 'inline', padrao: 'material' }))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', MATERIAL_CACHE)
        .header('content-security-policy', MATERIAL_CSP);
      if (row.tamanho !== null) reply.header('content-length', row.tamanho);
      return reply.send(stream);
    },
  );
};
