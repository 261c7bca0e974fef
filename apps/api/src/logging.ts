import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { databaseError } from './db/database-error.ts';

/** Fields that are personal or secret wherever they appear in a log line (up to three levels deep). */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'password',
  'newpassword',
  'confirmpassword',
  'confirmnewpassword',
  'passwordHash',
  'password_hash',
  'token',
  'refreshToken',
  'refresh_token',
  'codigo',
  'cpf',
  'cnpj',
  'email',
  'celular',
  'params',
  'parameters',
  'detail',
];

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/**
 * An error as the log may show it. A PostgreSQL error (even wrapped by Drizzle, whose message
 * lists the query's parameters) becomes its SQLSTATE and the names it concerns; any other error
 * keeps its message, code and stack, but not the properties a driver may attach values to.
 */
export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const stack = (err.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  const db = databaseError(err);
  if (db) return { type: err.name, message: `PostgreSQL ${db.code}`, db, stack };
  const { code, statusCode } = err as { code?: unknown; statusCode?: unknown };
  return { type: err.name, message: err.message, code, statusCode, stack };
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * A query string inside a JSON log line: from a `?` right after a path up to the end of the JSON
 * string (escapes included) or a space. Admin searches put e-mails, CPFs and names there.
 */
const QUERY_STRING = /(\/[^\s"?#\\]*)\?(?:[^"\\\s#]|\\.)+/g;

/** A log line (already JSON) with every query string replaced by `?[oculto]`. */
export function semQueryString(linha: string): string {
  return linha.replace(QUERY_STRING, '$1?[oculto]');
}

/**
 * A request as the log shows it: the route's pattern (`/api/Admin/Usuario/:userId`), never the
 * address asked for, whose query and path may carry what an administrator searched for; a request
 * no route matched shows its path without the query.
 */
export function serializeRequest(req: FastifyRequest): Record<string, unknown> {
  const rota = req.routeOptions?.url;
  const url = rota ?? (typeof req.url === 'string' ? req.url.split('?')[0] : undefined);
  return {
    method: req.method,
    url,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * The application's logger: level from the configuration, secrets redacted, errors reduced,
 * requests logged by route pattern, and any query string left in a line (an error message, a
 * plugin's own field) cut out as the line is written.
 */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[oculto]' },
    serializers: { err: serializeError, req: serializeRequest },
    hooks: { streamWrite: semQueryString },
  };
}
