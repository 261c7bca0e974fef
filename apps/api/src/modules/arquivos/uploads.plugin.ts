import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { AppError, payloadTooLarge, serviceUnavailable } from '../../errors.ts';
import { aceitarMultipart } from './multipart.ts';
import { OrcamentoDeUploads, type Reserva, RitmoDeUploads } from './orcamento-de-uploads.ts';
import { ESPERA_QUANDO_OCUPADO, MENSAGENS_ENVIO } from './receber-json.ts';

/** The process's upload budget and pace, shared by every upload route and both doors. */
export interface Uploads {
  orcamento: OrcamentoDeUploads;
  ritmo: RitmoDeUploads;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

/** One budget of body bytes in flight and one pace per process (`UPLOAD_MAX_BYTES_*`). */
export const uploadsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('uploads', {
      orcamento: new OrcamentoDeUploads(config.UPLOAD_MAX_BYTES_IN_FLIGHT),
      ritmo: new RitmoDeUploads(config.UPLOAD_MAX_BYTES_PER_SECOND),
    });
  },
  { name: 'uploads' },
);

export const MENSAGEM_TAMANHO_EXIGIDO = 'Envie o formulário com o seu tamanho (Content-Length).';

/**
 * Lets an upload route's body in, before a byte of it is read: a declared length over
 * `limiteDoCorpo` is refused (413) and the declared length is reserved in the process's budget
 * (503 + `Retry-After` when it does not fit). A body without a declared length (chunked) grows
 * its reservation as it is read, which only the JSON door does: a multipart body must declare it.
 */
export function admitirUpload(
  request: FastifyRequest,
  uploads: Uploads,
  limiteDoCorpo: number,
  opcoes: { exigirTamanho?: boolean } = {},
): Reserva {
  const cabecalho = request.headers['content-length'];
  const declarado = cabecalho === undefined ? Number.NaN : Number(cabecalho);
  if (declarado > limiteDoCorpo) throw payloadTooLarge();
  if (!Number.isFinite(declarado) && opcoes.exigirTamanho) {
    throw new AppError(411, MENSAGEM_TAMANHO_EXIGIDO, 'length_required');
  }
  const reserva = uploads.orcamento.reservar(Number.isFinite(declarado) ? declarado : 0);
  if (!reserva) throw serviceUnavailable(MENSAGENS_ENVIO.ocupado, ESPERA_QUANDO_OCUPADO);
  return reserva;
}

/** Params and query with zod as everywhere; a body schema only documents the contract: the receiver applies its rules while streaming. */
const corpoValidadoAoReceber: typeof validatorCompiler = (route) =>
  route.httpPart === 'body' ? () => true : validatorCompiler(route);

/**
 * Opens a scope's upload doors: JSON is handed to the route as the unread body stream (the route
 * reads it with `receberJson`), and with `multipart` the scope reads multipart/form-data too. Any
 * other content type is refused (415) before the body is read.
 */
export async function abrirPortasDeUpload(escopo: FastifyInstance, opcoes: { multipart: boolean }) {
  escopo.removeAllContentTypeParsers();
  escopo.addContentTypeParser('application/json', (_request, payload, done) => done(null, payload));
  if (opcoes.multipart) await aceitarMultipart(escopo);
  escopo.setValidatorCompiler(corpoValidadoAoReceber);
}
