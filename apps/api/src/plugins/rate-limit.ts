import { createHash } from 'node:crypto';
import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { schema } from '../db/client.ts';
import { linhas } from '../db/linhas.ts';
import { tooManyRequests } from '../errors.ts';
import { addressKey } from './client-address.ts';

export const TOO_MANY_MESSAGE = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';

/** How often every instance deletes the counters whose window has ended. */
export const PURGE_INTERVAL_MS = 5 * 60_000;
/** The scheduler's name of the purge. */
export const TAREFA_LIMPEZA = 'rate-limit.limpar';

/**
 * Brute-force guard of one account on one call, seen from one client address. Failures count per
 * account AND address, so a stranger's failures never lock the owner out; above a much higher
 * ceiling of failures from all addresses together, the account takes one attempt per
 * RATE_LIMIT_SLOW_SECONDS, whoever makes it, so a swarm of addresses cannot guess fast either.
 */
export interface AccountAttempts {
  /**
   * Throws 429 when this address failed too often on the account. Above the account's ceiling:
   * `slow` (the default) takes the account's one slot per RATE_LIMIT_SLOW_SECONDS (429 when taken);
   * `report` only answers true, for a caller that asks for more proof instead (Login's e-mailed code).
   */
  check(aboveCeiling?: 'slow' | 'report'): Promise<boolean>;
  /** Counts a failure (calls that send e-mail count every call). */
  fail(): Promise<void>;
  /** Forgets this address's failures on the account, after a success. */
  succeed(): Promise<void>;
}

export interface RateLimiter {
  /** Counts one hit on `key`; throws 429 once more than `limit` hits fall in the window. */
  hit(key: string, limit: number, message?: string, windowSeconds?: number): Promise<void>;
  /** Counts one hit on `key`; answers false (without throwing) once more than `limit` fall in the window. */
  allow(key: string, limit: number, windowSeconds: number): Promise<boolean>;
  /** Hits counted on `key` in its current window (0 when none). */
  count(key: string): Promise<number>;
  /** Clears a key. */
  reset(key: string): Promise<void>;
  /** Counts one call of `route` from the client address `ip`; 429 above `limit` (default RATE_LIMIT_PER_IP). */
  hitAddress(route: string, ip: string, limit?: number): Promise<void>;
  /** The brute-force guard of `account` (an e-mail, tax id or user id) on `route`, from `ip`. */
  account(route: string, account: string, ip: string): AccountAttempts;
  /** Forgets every failure on `account` for `route`, from every address (after a password reset). */
  forgetAccount(route: string, account: string): Promise<void>;
  /** Deletes the counters whose window has ended; answers how many. */
  purgeExpired(): Promise<number>;
  config: { perIp: number; perAccount: number; ceiling: number; windowSeconds: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/** An account identifier as a fixed-length key part: no e-mail in clear, and keys fit the column. */
function accountPart(account: string): string {
  return createHash('sha256').update(account).digest('hex').slice(0, 32);
}

/** Fixed-window counters in the database, so every server instance shares them. */
export const rateLimitPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const windowSeconds = config.RATE_LIMIT_WINDOW_SECONDS;
    const r = schema.rateLimit;

    async function increment(key: string, seconds = windowSeconds): Promise<number> {
      const rows = await linhas<{ contagem: number }>(
        app.db,
        sql`
        insert into rate_limit (chave, contagem, janela_fim)
        values (${key}, 1, now() + make_interval(secs => ${seconds}))
        on conflict (chave) do update set
          contagem = case when rate_limit.janela_fim <= now() then 1 else rate_limit.contagem + 1 end,
          janela_fim = case when rate_limit.janela_fim <= now() then excluded.janela_fim else rate_limit.janela_fim end
        returning contagem`,
      );
      return Number(rows[0]?.contagem ?? 0);
    }

    async function counts(keys: string[]): Promise<Map<string, number>> {
      const rows = await app.db
        .select({ chave: r.chave, contagem: r.contagem })
        .from(r)
        .where(and(inArray(r.chave, keys), gt(r.janelaFim, sql`now()`)));
      return new Map(rows.map((row) => [row.chave, row.contagem]));
    }

    const limiter: RateLimiter = {
      config: {
        perIp: config.RATE_LIMIT_PER_IP,
        perAccount: config.RATE_LIMIT_PER_ACCOUNT,
        ceiling: config.RATE_LIMIT_ACCOUNT_CEILING,
        windowSeconds,
      },
      async hit(key, limit, message = TOO_MANY_MESSAGE, seconds = windowSeconds) {
        if ((await increment(key, seconds)) > limit) throw tooManyRequests(message);
      },
      async allow(key, limit, seconds) {
        return (await increment(key, seconds)) <= limit;
      },
      async count(key) {
        return (await counts([key])).get(key) ?? 0;
      },
      async reset(key) {
        await app.db.execute(sql`delete from rate_limit where chave = ${key}`);
      },
      hitAddress(route, ip, limit = config.RATE_LIMIT_PER_IP) {
        return limiter.hit(`ip:${route}:${addressKey(ip)}`, limit);
      },
      account(route, account, ip) {
        const who = accountPart(account);
        const pairKey = `conta-ip:${route}:${who}|${addressKey(ip)}`;
        const ceilingKey = `conta:${route}:${who}`;
        return {
          async check(aboveCeiling = 'slow') {
            const found = await counts([pairKey, ceilingKey]);
            if ((found.get(pairKey) ?? 0) >= config.RATE_LIMIT_PER_ACCOUNT)
              throw tooManyRequests(TOO_MANY_MESSAGE);
            if ((found.get(ceilingKey) ?? 0) < config.RATE_LIMIT_ACCOUNT_CEILING) return false;
            if (aboveCeiling === 'slow')
              await limiter.hit(`lento:${route}:${who}`, 1, TOO_MANY_MESSAGE, config.RATE_LIMIT_SLOW_SECONDS);
            return true;
          },
          async fail() {
            await increment(pairKey);
            await increment(ceilingKey);
          },
          async succeed() {
            await limiter.reset(pairKey);
          },
        };
      },
      async forgetAccount(route, account) {
        const who = accountPart(account);
        // Hex and a route name: no LIKE wildcard (% or _) can occur in the prefix.
        await app.db.execute(sql`delete from rate_limit where chave like ${`conta-ip:${route}:${who}|%`}
          or chave in (${`conta:${route}:${who}`}, ${`lento:${route}:${who}`})`);
      },
      async purgeExpired() {
        const deleted = await app.db
          .delete(r)
          .where(lte(r.janelaFim, sql`now()`))
          .returning({ chave: r.chave });
        return deleted.length;
      },
    };
    app.decorate('rateLimiter', limiter);

    app.scheduler.register({
      name: TAREFA_LIMPEZA,
      everyMs: PURGE_INTERVAL_MS,
      async run() {
        await limiter.purgeExpired();
      },
    });
  },
  { name: 'rate-limit', dependencies: ['db', 'scheduler'] },
);
