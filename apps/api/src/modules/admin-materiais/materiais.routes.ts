import {
  adminMateriaisParams,
  adminMaterial,
  adminMaterialCampos,
  adminMaterialList,
  adminMaterialListQuery,
  adminMaterialParams,
  dataResponse,
  errorStatuses,
  ADMIN_MATERIAL_MENSAGENS as MSG,
  messageResponse,
} from '@guia/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors.ts';
import { descartarArquivo } from '../arquivos/receber-formulario.ts';
import { receberUpload } from '../arquivos/receber-upload.ts';
import { abrirPortasDeUpload } from '../arquivos/uploads.plugin.ts';
import { presentMaterial, presentTema, presentTipo } from './admin-materiais.presenter.ts';
import { ator, tags } from './admin-materiais.shared.ts';
import * as service from './materiais.service.ts';

/** The materials (files or links) of a type. */
export const materiaisRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { fileStore: app.fileStore };

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

    type Formulario = Awaited<ReturnType<typeof formulario>>;

    /** Creates (`novo`) or edits a material from the form; the received file is dropped afterwards. */
    async function salvarMaterial(
      request: FastifyRequest,
      novo: boolean,
      salvar: (
        campos: Formulario['campos'],
        arquivo: Formulario['arquivo'],
      ) => Promise<Parameters<typeof presentMaterial>[0]>,
    ) {
      const { campos, arquivo } = await formulario(request, novo);
      try {
        const row = await salvar(campos, arquivo);
        return { data: presentMaterial(row), message: novo ? MSG.materialCriado : MSG.materialAtualizado };
      } finally {
        await descartarArquivo(app.fileStore, arquivo);
      }
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
      async (request) =>
        salvarMaterial(request, true, (campos, arquivo) =>
          service.criarMaterial(app.db, deps, ator(request), request.params, campos, arquivo),
        ),
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
      async (request) =>
        salvarMaterial(request, false, (campos, arquivo) =>
          service.editarMaterial(app.db, deps, ator(request), request.params, campos, arquivo),
        ),
    );
  });
};
