import { Readable } from 'node:stream';
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
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { badRequest } from '../../errors.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { currentUser } from '../../plugins/auth.ts';
import { abrirPortasDeUpload, admitirUpload } from '../arquivos/uploads.plugin.ts';
import {
  aoConfirmar,
  DESCRICAO_IDEMPOTENTE,
  responderSemAgir,
  respostasIdempotentes,
  tomarChaveDaRequisicao,
} from '../idempotencia/idempotencia.plugin.ts';
import { lerChave, resumirAoLer } from '../idempotencia/idempotencia.service.ts';
import { presentEvidencia } from './evidencia.presenter.ts';
import {
  baixarEvidencia,
  descartarEnvio,
  destinoDoEnvio,
  listarEvidencias,
  removerEvidencia,
  salvarEvidencias,
} from './evidencia.service.ts';
import { receberEnvio } from './receber-envio.ts';

const tags = ['Evidência'];

/** Ten of the largest files as base64 data URLs, plus the JSON around them. */
const UPLOAD_BODY_LIMIT = EVIDENCIA_MAXIMO_POR_ENVIO * (EVIDENCIA_DATA_URL_MAXIMO + 1024) + 64 * 1024;

/** A downloaded file is never rendered or run by the browser inside the app's origin. */
const DOWNLOAD_CSP = "default-src 'none'; sandbox";

/**
 * The upload reads its own body as a stream (receber-envio.ts): a JSON body of 133 MB is never held
 * in memory. Its own scope, so that only this route's JSON parser changes.
 */
const envioRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (escopo, { config }) => {
  const deps = () => ({ fileStore: escopo.fileStore, log: escopo.log });
  await abrirPortasDeUpload(escopo, { multipart: false });
  const envio = escopo.withTypeProvider<ZodTypeProvider>();
  envio.post(
    '/Evidencia/Arquivo/:indicadorId/:questionarioId',
    {
      config: { bodyTimeoutSeconds: config.UPLOAD_TIMEOUT_SECONDS, idempotente: 'fluxo' },
      schema: {
        tags,
        summary: 'Envia um ou mais arquivos de evidência (data URLs em base64) para um indicador',
        description: `${DESCRICAO_IDEMPOTENTE} A impressão do envio é o sha256 dos bytes do corpo.`,
        params: evidenciaUploadParams,
        body: evidenciaUploadBody,
        response: respostasIdempotentes({
          201: evidenciaUploadResponse,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
          413: errorResponse,
          500: errorResponse,
          503: errorResponse,
        }),
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const chave = request.idempotencia?.chave;
      // A key already seen is judged on the body first: a repeat of a finished upload answers
      // again even if the questionnaire was finished since. A new key checks the destination
      // before a byte of the body is read, as without a key.
      const jaVista = chave !== undefined && (await lerChave(escopo.db, actor.id, chave)) !== null;
      let destino = jaVista ? null : await destinoDoEnvio(escopo.db, actor, request.params);
      const corpo: unknown = request.body;
      if (!(corpo instanceof Readable)) {
        throw badRequest(EVIDENCIA_MENSAGENS.nenhumArquivo, {
          evidencias: EVIDENCIA_MENSAGENS.nenhumArquivo,
        });
      }
      // The declared length is reserved now, so a refusal comes before the body is read.
      const reserva = admitirUpload(request, escopo.uploads, UPLOAD_BODY_LIMIT);
      try {
        const lido = chave ? resumirAoLer(corpo) : null;
        const envio = await receberEnvio(lido?.corpo ?? corpo, {
          fileStore: escopo.fileStore,
          reserva,
          limiteDoCorpo: UPLOAD_BODY_LIMIT,
          ritmo: escopo.uploads.ritmo,
        });
        try {
          const tomada = lido
            ? await tomarChaveDaRequisicao(escopo.db, request, { sha256: lido.resumo() }, escopo.now())
            : null;
          if (tomada && tomada.tipo !== 'reservada') {
            await descartarEnvio(deps(), envio);
            return responderSemAgir(reply, tomada);
          }
          destino ??= await destinoDoEnvio(escopo.db, actor, request.params);
        } catch (error) {
          await descartarEnvio(deps(), envio);
          throw error;
        }
        const { salvas, ignorados } = await salvarEvidencias(
          escopo.db,
          deps(),
          destino,
          envio,
          aoConfirmar(request),
        );
        return reply.status(201).send({
          data: salvas.map(presentEvidencia),
          ignorados,
          message: salvas.length > 0 ? EVIDENCIA_MENSAGENS.enviada : EVIDENCIA_MENSAGENS.todosIgnorados,
        });
      } finally {
        reserva.liberar();
      }
    },
  );
};

/** Evidence files per indicator of a questionnaire (screen 14): upload, list, download, remove. */
export const evidenciaRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const deps = () => ({ fileStore: app.fileStore, log: app.log });

  await app.register(envioRoutes, { config });

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
      const { row, stream } = await baixarEvidencia(app.db, deps(), actor, request.params.id);
      return reply
        .header('content-type', row.mime)
        .header('content-disposition', contentDisposition(row.titulo, { padrao: 'evidencia' }))
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
      await removerEvidencia(app.db, deps(), actor, request.body.id);
      return { data: null, message: EVIDENCIA_MENSAGENS.removida };
    },
  );
};
