import { EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_TTL_MINUTES } from '@guia/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import { type Database, schema } from '../../db/client.ts';
import { generateNumericCode, hashVerificationCode, sameDigest } from './tokens.ts';

const c = schema.codigoLogin;

/** Login codes live apart from registration and e-mail-change codes: the owner's own `login:` key. */
const owner = (usuarioId: number) => `login:${usuarioId}`;

/**
 * The code asked for with the password while an account is above its ceiling of failed logins: one
 * live code per account, hashed with the server secret, EMAIL_CODE_MAX_ATTEMPTS tries.
 */
export function loginCodes(db: Database, secret: string) {
  return {
    /** Replaces the account's code and returns the new one in clear, to be e-mailed. */
    async issue(usuarioId: number): Promise<string> {
      const codigo = generateNumericCode();
      const values = {
        codigoHash: hashVerificationCode(secret, owner(usuarioId), codigo),
        expiraEm: new Date(Date.now() + EMAIL_CODE_TTL_MINUTES * 60_000),
        tentativas: 0,
        criadoEm: new Date(),
      };
      await db
        .insert(c)
        .values({ usuarioId, ...values })
        .onConflictDoUpdate({ target: c.usuarioId, set: values });
      return codigo;
    },

    /** True once for the right, live code (then it is spent); every try counts, atomically. */
    async redeem(usuarioId: number, codigo: string): Promise<boolean> {
      const [row] = await db
        .update(c)
        .set({ tentativas: sql`${c.tentativas} + 1` })
        .where(and(eq(c.usuarioId, usuarioId), lt(c.tentativas, EMAIL_CODE_MAX_ATTEMPTS)))
        .returning();
      if (!row || row.expiraEm.getTime() <= Date.now()) return false;
      if (!sameDigest(row.codigoHash, hashVerificationCode(secret, owner(usuarioId), codigo))) return false;
      const spent = await db.delete(c).where(eq(c.usuarioId, usuarioId)).returning({ id: c.usuarioId });
      return spent.length === 1;
    },
  };
}
