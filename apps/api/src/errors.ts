import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

// zod's own messages (a body that is not an object, a field of the wrong type) reach users too.
z.config(z.locales.ptBR());

/** An error whose message is safe to show to the user (Portuguese), with an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
    /** Headers the answer carries (e.g. `Retry-After`). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>, code?: string) =>
  new AppError(400, message, code, fields);
export const unauthorized = (message = 'Faça login para continuar.', code = 'unauthorized') =>
  new AppError(401, message, code);
export const forbidden = (message = 'Você não tem permissão para esta ação.') =>
  new AppError(403, message, 'forbidden');
export const notFound = (message = 'Registro não encontrado.') => new AppError(404, message, 'not_found');
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, message, 'conflict', fields);
export const tooManyRequests = (message: string) => new AppError(429, message, 'too_many_requests');
export const payloadTooLarge = (message = 'O conteúdo enviado é maior que o permitido.') =>
  new AppError(413, message, 'payload_too_large');
/** 503 with `Retry-After`: the server is busy now, the same request may succeed later. */
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new AppError(503, message, 'service_unavailable', undefined, { 'retry-after': String(retryAfterSeconds) });

const VALIDATION_MESSAGE = 'Verifique os campos destacados.';

/** One error handler: known errors become the envelope; anything else is a 500 that shows no internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? 'Valor inválido';
      }
      const first = Object.values(fields)[0];
      const message = Object.keys(fields).length === 1 && first ? first : VALIDATION_MESSAGE;
      return reply
        .status(400)
        .send({ error: message, clientMessage: message, code: 'validation_error', fields });
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        error: error.message,
        clientMessage: error.message,
        ...(error.code ? { code: error.code } : {}),
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(internal());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = clientErrorMessage(error, status);
      return reply
        .status(status)
        .send({ error: message, clientMessage: message, code: error.code ?? 'bad_request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(internal());
  });
}

/** The 404 envelope for an address no route answers. */
export function notFoundBody() {
  const message = 'Endereço não encontrado.';
  return { error: message, clientMessage: message, code: 'not_found' };
}

function internal() {
  const message = 'Ocorreu um erro inesperado. Tente novamente em instantes.';
  return { error: message, clientMessage: message, code: 'internal_error' };
}

function clientErrorMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'O corpo da requisição não é um JSON válido.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'O conteúdo enviado é maior que o permitido.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Tipo de conteúdo não suportado. Envie JSON.';
  }
  if (status === 413) return 'O conteúdo enviado é maior que o permitido.';
  if (status === 415) return 'Tipo de conteúdo não suportado. Envie JSON.';
  if (status === 429) return 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
  return 'Requisição inválida.';
}
