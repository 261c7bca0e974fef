import { like } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

// Small limits so the brute-force protection is reached in a few calls.
export const PER_ACCOUNT = 3;
export const PER_IP = 5;
export const CEILING = 6;
export const CADASTRO_PER_IP = 2;
export const TOO_MANY = {
  error: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  clientMessage: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  code: 'too_many_requests',
};

/** The app of the rate-limit tests, with the small limits above. */
export function abrirApp(): Promise<TestApp> {
  return buildTestApp({
    RATE_LIMIT_PER_ACCOUNT: PER_ACCOUNT,
    RATE_LIMIT_PER_IP: PER_IP,
    RATE_LIMIT_ACCOUNT_CEILING: CEILING,
    RATE_LIMIT_CADASTRO_PER_IP: CADASTRO_PER_IP,
  });
}

let ipSeq = 0;
/** A new client address, so per-IP counters do not interfere with per-account ones. */
export const freshIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

export function post(
  t: TestApp,
  url: string,
  payload: object,
  ip = freshIp(),
  headers: Record<string, string> = {},
) {
  return t.app.inject({ method: 'POST', url: `/api/${url}`, payload, remoteAddress: ip, headers });
}

export const credentials = (email: string, password: string) => ({ alternativa: 'EMAIL', email, password });

/** Ends every open window of the counters whose key starts with `prefix`, as if time had passed. */
export async function expireWindows(t: TestApp, prefix: string) {
  await t.db
    .update(schema.rateLimit)
    .set({ janelaFim: new Date(Date.now() - 1000) })
    .where(like(schema.rateLimit.chave, `${prefix}%`));
}
