import {
  adminCategoria,
  adminCategoriaBody,
  adminCategoriaList,
  adminCategoriaListQuery,
  adminCategoriaParams,
  adminCategoriaUpdateBody,
  adminMateriaisParams,
  adminMaterial,
  adminMaterialCampos,
  adminMaterialList,
  adminMaterialListQuery,
  adminMaterialParams,
  adminTema,
  adminTemaBody,
  adminTemaList,
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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { descartarArquivo } from '../arquivos/receber-formulario.ts';
import { receberUpload } from '../arquivos/receber-upload.ts';
import { abrirPortasDeUpload } from '../arquivos/uploads.plugin.ts';
import { presentCategoria, presentMaterial, presentTema, presentTipo } from './admin-materiais.presenter.ts';
import * as service from './admin-materiais.service.ts';

const tags = ['Admin: materiais de apoio'];

/**
 * Administrators keep the support-material library (admin spec §2.9): themes, the material types
 * of a theme, the materials (files or links) of a type, and the platform's categories.
 */
export const adminMateriaisRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { fileStore: app.fileStore };
  const ator = (request: FastifyRequest) => currentUser(request).id;

  // Themes -------------------------------------------------------------------------------------
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

  // Types of a theme ---------------------------------------------------------------------------
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

  // Materials of a type ------------------------------------------------------------------------
  app.get(
    '/Admin/MaterialApoio/Material/:temaId/:tipoId',
    {
      schema: {
        tags,
        summary: 'O tema, a categoria e seus materiais, paginados, com busca pelo título e ordem',
        params: adminMateriaisParams,
        querystring: adminMaterialListQuery,
        response: { 200: adminMaterialList, ...errorStatuses(400, 401, 404) },
      },
    },
    async (request) => {
      const { temaId, tipoId } = request.params;
      const r = await service.listarMateriais(app.db, temaId, tipoId, request.query);
      return {
        data: {
          tema: presentTema(r.tema),
          tipo: presentTipo(r.tipo),
          items: r.items.map(presentMaterial),
          pagination: r.pagination,
        },
      };
    },
  );

  app.delete(
    '/Admin/MaterialApoio/Material/:temaId/:tipoId/:id',
    {
      schema: {
        tags,
        summary: 'Exclui um material e o arquivo guardado',
        params: adminMaterialParams,
        response: { 200: messageResponse, ...errorStatuses(400, 401, 404, 503) },
      },
    },
    async (request) => {
      await service.excluirMaterial(app.db, deps, ator(request), request.params);
      return { data: null, message: MSG.materialExcluido };
    },
  );

  // The material form comes as multipart or as the spec's JSON (the file as a data URL in `imagem`),
  // both streamed through the one upload receiver: its own scope reads them.
  await app.register(async (escopo) => {
    await abrirPortasDeUpload(escopo, { multipart: true });
    const envio = escopo.withTypeProvider<ZodTypeProvider>();

    /** Reads the form and checks its text fields; on a refusal the received file is dropped. */
    async function formulario(request: FastifyRequest, exigirConteudo: boolean) {
      const recebido = await receberUpload(request, {
        fileStore: app.fileStore,
        uploads: app.uploads,
        finalidade: 'material',
        campoDoArquivo: 'arquivo',
        campos: ['titulo', 'descricao', 'link'],
      });
      const campos = adminMaterialCampos.safeParse(recebido.campos);
      const fields: Record<string, string> = {};
      if (!campos.success) {
        for (const issue of campos.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
      } else if (recebido.arquivo && campos.data.link) {
        fields[recebido.campoDoArquivo] = MSG.materialArquivoOuLink;
      } else if (exigirConteudo && !recebido.arquivo && !campos.data.link) {
        fields[recebido.campoDoArquivo] = MSG.materialSemArquivo;
      }
      if (!campos.success || Object.keys(fields).length > 0) {
        await descartarArquivo(app.fileStore, recebido.arquivo);
        const first = Object.values(fields);
        throw badRequest(first.length === 1 ? first[0]! : 'Verifique os campos destacados.', fields);
      }
      return { campos: campos.data, arquivo: recebido.arquivo };
    }

    envio.post(
      '/Admin/MaterialApoio/Material/:temaId/:tipoId',
      {
        schema: {
          tags,
          summary:
            'Cadastra um material (multipart/form-data: titulo, descricao e um arquivo em `arquivo`, ou `link`; ou JSON: titulo, descricao, `imagem` em data URL base64 e `nomearquivo`, ou `link`); todos os usuários da plataforma poderão acessá-lo',
          consumes: ['multipart/form-data', 'application/json'],
          params: adminMateriaisParams,
          response: { 200: dataResponse(adminMaterial), ...errorStatuses(400, 401, 404, 503) },
        },
      },
      async (request) => {
        const { campos, arquivo } = await formulario(request, true);
        try {
          const row = await service.criarMaterial(
            app.db,
            deps,
            ator(request),
            request.params,
            campos,
            arquivo,
          );
          return { data: presentMaterial(row), message: MSG.materialCriado };
        } finally {
          await descartarArquivo(app.fileStore, arquivo);
        }
      },
    );

    envio.put(
      '/Admin/MaterialApoio/Material/:temaId/:tipoId/:id',
      {
        schema: {
          tags,
          summary:
            'Altera um material (multipart/form-data ou JSON, como no cadastro; um novo arquivo ou link substitui o anterior)',
          consumes: ['multipart/form-data', 'application/json'],
          params: adminMaterialParams,
          response: { 200: dataResponse(adminMaterial), ...errorStatuses(400, 401, 404, 503) },
        },
      },
      async (request) => {
        const { campos, arquivo } = await formulario(request, false);
        try {
          const row = await service.editarMaterial(
            app.db,
            deps,
            ator(request),
            request.params,
            campos,
            arquivo,
          );
          return { data: presentMaterial(row), message: MSG.materialAtualizado };
        } finally {
          await descartarArquivo(app.fileStore, arquivo);
        }
      },
    );
  });

  // Platform categories ------------------------------------------------------------------------
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
