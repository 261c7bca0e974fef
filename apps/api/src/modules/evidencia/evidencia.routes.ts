import {
  dataResponse,
  EVIDENCIA_DATA_URL_MAXIMO,
  EVIDENCIA_MAXIMO_POR_ENVIO,
  EVIDENCIA_MENSAGENS,
  errorResponse,
  evidenciaListParams,
  evidenciaRemoveBody,
  evidenciaSalva,
  evidenciaUploadBody,
  evidenciaUploadParams,
  evidenciaUploadResponse,
  idParam,
  messageResponse,
} from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { contentDisposition, presentEvidencia } from './evidencia.presenter.ts';
import {
  baixarEvidencia,
  enviarEvidencias,
  listarEvidencias,
  removerEvidencia,
} from './evidencia.service.ts';

const tags = ['Evidência'];

/** Ten of the largest files as base64 data URLs, plus the JSON around them. */
const UPLOAD_BODY_LIMIT = EVIDENCIA_MAXIMO_POR_ENVIO * (EVIDENCIA_DATA_URL_MAXIMO + 1024) + 64 * 1024;

/** A downloaded file is never rendered or run by the browser inside the app's origin. */
const DOWNLOAD_CSP = "default-src 'none'; sandbox";

/** Evidence files per indicator of a questionnaire (screen 14): upload, list, download, remove. */
export const evidenciaRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so that a caller without a token gets 401 before any body is read.
  app.addHook('onRequest', app.authenticate);
  const deps = () => ({ db: app.db, fileStore: app.fileStore, log: app.log });

  app.post(
    '/Evidencia/Arquivo/:indicadorId/:questionarioId',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Envia um ou mais arquivos de evidência (data URLs em base64) para um indicador',
        params: evidenciaUploadParams,
        body: evidenciaUploadBody,
        response: {
          201: evidenciaUploadResponse,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
          413: errorResponse,
          500: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { salvas, ignorados } = await enviarEvidencias(
        deps(),
        actor,
        request.params,
        request.body.evidencias,
      );
      return reply.status(201).send({
        data: salvas.map(presentEvidencia),
        ignorados,
        message: salvas.length > 0 ? EVIDENCIA_MENSAGENS.enviada : EVIDENCIA_MENSAGENS.todosIgnorados,
      });
    },
  );

  app.get(
    '/Evidencia/Arquivo/:id',
    {
      schema: {
        tags,
        summary: 'Baixa um arquivo de evidência (do dono do questionário ou de um administrador)',
        params: idParam,
        response: {
          200: z.unknown().describe('O arquivo, como anexo, com o seu tipo de conteúdo'),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          500: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { row, stream } = await baixarEvidencia(deps(), actor, request.params.id);
      return reply
        .header('content-type', row.mime)
        .header('content-disposition', contentDisposition(row.titulo))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', DOWNLOAD_CSP)
        .send(stream);
    },
  );

  app.get(
    '/Evidencia/:questionarioId',
    {
      schema: {
        tags,
        summary: 'Evidências de um questionário (todos os indicadores)',
        params: evidenciaListParams,
        response: {
          200: dataResponse(z.array(evidenciaSalva)),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          500: errorResponse,
        },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const rows = await listarEvidencias(app.db, actor, request.params.questionarioId);
      return { data: rows.map(presentEvidencia) };
    },
  );

  app.post(
    '/Evidencia/Remover/Delete',
    {
      schema: {
        tags,
        summary: 'Remove um arquivo de evidência de um questionário aberto',
        body: evidenciaRemoveBody,
        response: {
          200: messageResponse,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
          500: errorResponse,
        },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      await removerEvidencia(deps(), actor, request.body.id);
      return { data: null, message: EVIDENCIA_MENSAGENS.removida };
    },
  );
};
