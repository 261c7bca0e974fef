import { and, eq, gt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { schema } from '../db/client.ts';
import { tooManyRequests } from '../errors.ts';

export interface RateLimiter {
  /** Counts one hit on `key`; throws 429 with `message` once `limit` hits fall in the window. */
  hit(key: string, limit: number, message: string): Promise<void>;
  /** Hits counted on `key` in its current window (0 when none): to refuse before doing costly work. */
  count(key: string): Promise<number>;
  /** Clears a key (for example the per-account counter after a successful login). */
  reset(key: string): Promise<void>;
  config: { perIp: number; perAccount: number; windowSeconds: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/** Fixed-window counters in the database, so every server instance shares them. */
export const rateLimitPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const windowSeconds = config.RATE_LIMIT_WINDOW_SECONDS;
    app.decorate('rateLimiter', {
      config: { perIp: config.RATE_LIMIT_PER_IP, perAccount: config.RATE_LIMIT_PER_ACCOUNT, windowSeconds },
      async hit(key: string, limit: number, message: string) {
        const result = await app.db.execute<{ contagem: number }>(sql`
          insert into rate_limit (chave, contagem, janela_fim)
          values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
          on conflict (chave) do update set
            contagem = case when rate_limit.janela_fim <= now() then 1 else rate_limit.contagem + 1 end,
            janela_fim = case when rate_limit.janela_fim <= now() then excluded.janela_fim else rate_limit.janela_fim end
          returning contagem`);
        const { rows } = result as unknown as { rows: { contagem: number }[] };
        const count = Number(rows[0]?.contagem ?? 0);
        if (count > limit) throw tooManyRequests(message);
      },
      async count(key: string) {
        const [row] = await app.db
          .select({ contagem: schema.rateLimit.contagem })
          .from(schema.rateLimit)
          .where(and(eq(schema.rateLimit.chave, key), gt(schema.rateLimit.janelaFim, sql`now()`)));
        return row?.contagem ?? 0;
      },
      async reset(key: string) {
        await app.db.execute(sql`delete from rate_limit where chave = ${key}`);
      },
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
