import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseError } from './db/database-error.ts';
import { serializeError } from './logging.ts';

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
    /** More fields of the error body, declared by the route's schema (e.g. `servidor` of a conflict). */
    readonly extra?: Record<string, unknown>,
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
/**
 * 401 for a token that names no live session (revoked, reused, its account gone): the client drops
 * it and asks for a new login. The one place this error is built.
 */
export const sessaoInvalida = () =>
  new AppError(401, 'Sessão inválida. Faça login novamente.', 'invalid_token');
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
      // A refusal of the whole body (not an object) says more than any field can.
      const message = fields._ ?? (Object.keys(fields).length === 1 && first ? first : VALIDATION_MESSAGE);
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
        ...error.extra,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(internal());
    }
    const db = databaseError(error);
    if (db) {
      // The query's parameters and PostgreSQL's `detail` carry the row (e-mails, CPFs, password
      // hashes): only the SQLSTATE and the names of what it concerns are logged.
      const route = request.routeOptions.url;
      const refusal = DATABASE_REFUSALS[db.code];
      if (refusal) {
        request.log.warn({ db, route }, 'o banco de dados recusou a entrada');
        return reply.status(refusal.status).send({
          error: refusal.message,
          clientMessage: refusal.message,
          code: refusal.code,
        });
      }
      request.log.error({ failure: serializeError(error), route }, 'database error');
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

/**
 * The safety net behind the schemas: what PostgreSQL refuses because of the input becomes a 4xx
 * with a Portuguese message. The schemas are meant to refuse all of it first (the input fuzz test
 * fails on the codes marked "schema gap").
 */
const DATABASE_REFUSALS: Record<string, { status: number; code: string; message: string }> = {
  // Schema gaps: a number or a text the request schema should have refused.
  '22003': {
    status: 400,
    code: 'numero_fora_do_intervalo',
    message: 'Um dos números enviados está fora do intervalo permitido.',
  },
  '22P05': { status: 400, code: 'texto_invalido', message: 'O texto contém caracteres não permitidos.' },
  '22021': { status: 400, code: 'texto_invalido', message: 'O texto contém caracteres não permitidos.' },
  '22P02': {
    status: 400,
    code: 'valor_invalido',
    message: 'Um dos valores enviados não tem o formato esperado.',
  },
  '22007': {
    status: 400,
    code: 'valor_invalido',
    message: 'Um dos valores enviados não tem o formato esperado.',
  },
  '22008': {
    status: 400,
    code: 'valor_invalido',
    message: 'Um dos valores enviados não tem o formato esperado.',
  },
  '22001': { status: 400, code: 'texto_longo', message: 'Um dos textos enviados é longo demais.' },
  '54000': { status: 400, code: 'texto_longo', message: 'Um dos textos enviados é longo demais.' },
  '23502': { status: 400, code: 'campo_obrigatorio', message: 'Preencha todos os campos obrigatórios.' },
  '23514': { status: 400, code: 'valor_invalido', message: 'Um dos valores enviados não é permitido.' },
  // State: the request raced another change or names a record that is gone or still in use.
  '23503': {
    status: 409,
    code: 'registro_relacionado',
    message:
      'Um registro relacionado não existe mais ou ainda está em uso. Atualize a página e tente novamente.',
  },
  '23505': { status: 409, code: 'conflict', message: 'Este registro já existe.' },
  '40001': {
    status: 409,
    code: 'tente_novamente',
    message: 'Outra alteração aconteceu ao mesmo tempo. Tente novamente.',
  },
  '40P01': {
    status: 409,
    code: 'tente_novamente',
    message: 'Outra alteração aconteceu ao mesmo tempo. Tente novamente.',
  },
};

/** The codes of DATABASE_REFUSALS that mean a request schema let a bad value through. */
export const SCHEMA_GAP_CODES: ReadonlySet<string> = new Set([
  'numero_fora_do_intervalo',
  'texto_invalido',
  'valor_invalido',
  'texto_longo',
  'campo_obrigatorio',
]);

/**
 * Fastify's own refusals before any route runs (a malformed percent-encoding, a path segment past
 * `maxParamLength`): the same Portuguese envelope as every other error.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'O endereço é longo demais.' : 'Endereço inválido.';
  return reply
    .status(status >= 400 && status < 500 ? status : 400)
    .send({ error: message, clientMessage: message, code: 'bad_url' });
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
