import type { FastifyServerOptions } from 'fastify';
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

/** The application's logger: level from the configuration, secrets redacted, errors reduced. */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[oculto]' },
    serializers: { err: serializeError },
  };
}
