import {
  adminOnboarding,
  adminOnboardingCampos,
  adminOnboardingOrdemBody,
  adminOnboardingParams,
  dataResponse,
  errorStatuses,
  ONBOARDING_MENSAGENS as MSG,
  messageResponse,
} from '@guia/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { descartarArquivo } from '../arquivos/receber-formulario.ts';
import { receberUpload } from '../arquivos/receber-upload.ts';
import { abrirPortasDeUpload } from '../arquivos/uploads.plugin.ts';
import { presentOnboardingSlide } from '../conteudo/conteudo.presenter.ts';
import { listOnboarding } from '../conteudo/conteudo.service.ts';
import {
  criarOnboarding,
  editarOnboarding,
  excluirOnboarding,
  moverOnboarding,
} from './admin-onboarding.service.ts';

const tags = ['Admin'];

/** Administrators keep the welcome slides (admin §2.11): order, texts and one image each. */
export const adminOnboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { fileStore: app.fileStore };
  const ator = (request: FastifyRequest) => currentUser(request).id;

  app.get(
    '/Admin/Onboarding',
    {
      schema: {
        tags,
        summary: 'Os slides de boas-vindas, na ordem em que os usuários os veem',
        response: { 200: dataResponse(z.array(adminOnboarding)), ...errorStatuses(401, 404) },
      },
    },
    async () => ({ data: (await listOnboarding(app.db)).map(presentOnboardingSlide) }),
  );

  app.put(
    '/Admin/Onboarding/Ordem/:id',
    {
      schema: {
        tags,
        summary:
          'Move um slide para a posição `ordem` (1 = primeiro; além do fim = último); os demais se deslocam (posições 1..n)',
        params: adminOnboardingParams,
        body: adminOnboardingOrdemBody,
        response: { 200: messageResponse, ...errorStatuses(400, 401, 404, 503) },
      },
    },
    async (request) => {
      await moverOnboarding(app.db, ator(request), request.params.id, request.body.ordem);
      return { data: null, message: MSG.ordemSalva };
    },
  );

  app.delete(
    '/Admin/Onboarding/:id',
    {
      schema: {
        tags,
        summary: 'Exclui um slide e a sua imagem (os demais fecham a lacuna na ordem)',
        params: adminOnboardingParams,
        response: { 200: messageResponse, ...errorStatuses(400, 401, 404, 503) },
      },
    },
    async (request) => {
      await excluirOnboarding(app.db, deps, ator(request), request.params.id);
      return { data: null, message: MSG.excluido };
    },
  );

  // The slide form comes as multipart or as the spec's JSON (the image as a data URL in `imagem`),
  // both streamed through the one upload receiver: its own scope reads them.
  await app.register(async (escopo) => {
    await abrirPortasDeUpload(escopo, { multipart: true });
    const envio = escopo.withTypeProvider<ZodTypeProvider>();

    /** Reads the form and checks its fields; on a refusal the received image is dropped. */
    async function formulario(request: FastifyRequest, exigirImagem: boolean) {
      const recebido = await receberUpload(request, {
        fileStore: app.fileStore,
        uploads: app.uploads,
        finalidade: 'imagem',
        campoDoArquivo: 'imagem',
        campos: ['ordem', 'titulo', 'descricao'],
      });
      const campos = adminOnboardingCampos.safeParse(recebido.campos);
      const fields: Record<string, string> = {};
      if (!campos.success) {
        for (const issue of campos.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
      }
      if (exigirImagem && !recebido.arquivo) fields.imagem = MSG.imagem;
      if (!campos.success || Object.keys(fields).length > 0) {
        await descartarArquivo(app.fileStore, recebido.arquivo);
        const mensagens = Object.values(fields);
        throw badRequest(mensagens.length === 1 ? mensagens[0]! : 'Verifique os campos destacados.', fields);
      }
      return { campos: campos.data, arquivo: recebido.arquivo };
    }

    envio.post(
      '/Admin/Onboarding',
      {
        schema: {
          tags,
          summary:
            'Cadastra um slide (multipart/form-data: titulo, descricao e a imagem gif, jpg, jpeg ou png em `imagem`, até 10 MB; ou JSON: ordem, titulo, descricao, `nomearquivo` e `imagem` em data URL base64); fica por último',
          consumes: ['multipart/form-data', 'application/json'],
          response: { 201: dataResponse(adminOnboarding), ...errorStatuses(400, 401, 404, 503) },
        },
      },
      async (request, reply) => {
        const { campos, arquivo } = await formulario(request, true);
        try {
          const row = await criarOnboarding(app.db, deps, ator(request), campos, arquivo!);
          return reply.status(201).send({ data: presentOnboardingSlide(row), message: MSG.criado });
        } finally {
          await descartarArquivo(app.fileStore, arquivo);
        }
      },
    );

    envio.put(
      '/Admin/Onboarding/:id',
      {
        schema: {
          tags,
          summary:
            'Altera um slide (multipart/form-data ou JSON, como no cadastro; uma nova imagem em `imagem` substitui a anterior; a posição muda por Ordem/{id})',
          consumes: ['multipart/form-data', 'application/json'],
          params: adminOnboardingParams,
          response: { 200: dataResponse(adminOnboarding), ...errorStatuses(400, 401, 404, 503) },
        },
      },
      async (request) => {
        const { campos, arquivo } = await formulario(request, false);
        try {
          const row = await editarOnboarding(app.db, deps, ator(request), request.params.id, campos, arquivo);
          return { data: presentOnboardingSlide(row), message: MSG.atualizado };
        } finally {
          await descartarArquivo(app.fileStore, arquivo);
        }
      },
    );
  });
};
