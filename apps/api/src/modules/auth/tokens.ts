import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { EMAIL_CODE_LENGTH, EMAIL_CODE_TTL_MINUTES } from '@guia/shared';
import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import { type Database, schema } from '../../db/client.ts';

const DAY_MS = 86_400_000;

/** A random opaque token (refresh token, reset link): 32 bytes as base64url. */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Hex SHA-256: how opaque tokens are stored, so a database leak gives no usable token. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A uniformly random numeric code of EMAIL_CODE_LENGTH digits (leading zeros kept). */
export function generateNumericCode(): string {
  return String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
}

/**
 * Keyed hash of an e-mail code. A 6-digit code has only a million values, so a plain hash would be
 * reversed at once from a leaked table; the server secret prevents that.
 */
export function hashVerificationCode(secret: string, owner: number | string, codigo: string): string {
  return createHmac('sha256', secret).update(`${owner}:${codigo}`).digest('hex');
}

/**
 * Replaces the user's code (the old one dies, a pending e-mail change included) and returns the new
 * one in clear, to be e-mailed. `emailNovo` makes it the code of a change to that address.
 */
export async function storeVerificationCode(
  db: Database,
  secret: string,
  usuarioId: number,
  emailNovo: string | null = null,
): Promise<string> {
  const codigo = generateNumericCode();
  const values = {
    codigoHash: hashVerificationCode(secret, usuarioId, codigo),
    emailNovo,
    expiraEm: new Date(Date.now() + EMAIL_CODE_TTL_MINUTES * 60_000),
    tentativas: 0,
    criadoEm: new Date(),
  };
  await db
    .insert(schema.codigoVerificacao)
    .values({ usuarioId, ...values })
    .onConflictDoUpdate({ target: schema.codigoVerificacao.usuarioId, set: values });
  return codigo;
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Stores a new refresh token for the user and returns it in clear (the only time it exists in
 * clear). Without `familia` it opens a new family: a new login.
 */
export async function issueRefreshToken(
  db: Database,
  usuarioId: number,
  ttlDays: number,
  familia?: string,
  options: { token?: string; now?: Date } = {},
): Promise<{ token: string; familia: string }> {
  const token = options.token ?? generateOpaqueToken();
  const now = (options.now ?? new Date()).getTime();
  if (!familia) {
    // A new login is a good moment to drop this user's dead rows, so the table does not grow forever.
    await db
      .delete(schema.refreshToken)
      .where(
        and(eq(schema.refreshToken.usuarioId, usuarioId), lt(schema.refreshToken.expiraEm, new Date(now))),
      );
  }
  const family = familia ?? randomUUID();
  await db.insert(schema.refreshToken).values({
    usuarioId,
    familia: family,
    tokenHash: sha256Hex(token),
    expiraEm: new Date(now + ttlDays * DAY_MS),
  });
  return { token, familia: family };
}

/**
 * Two uses of one refresh token this close together are the same client (two tabs, a retry after
 * a lost answer), not a thief: both get the same new pair.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/**
 * The token that replaces `presented` on rotation. Derived (keyed by the server secret) rather than
 * random, so a repeat within the grace window can be given the same token again although only its
 * hash is stored.
 */
export function successorToken(secret: string, presented: string): string {
  return createHmac('sha256', secret).update(`refresh:${presented}`).digest('base64url');
}

export type RotateResult =
  | { status: 'ok'; usuarioId: number; familia: string; token: string; rotatedAt: Date }
  | { status: 'invalid' | 'expired' | 'reused' };

/**
 * Exchanges a refresh token for a new one of the same family. A token presented again more than
 * REFRESH_REUSE_GRACE_MS after its use (or after revocation) means it was stolen or replayed: the
 * whole family is revoked, so the thief and the owner both have to log in again. Within the grace
 * window the same successor is answered again (`rotatedAt` lets the caller sign the same access
 * token too).
 */
export async function rotateRefreshToken(
  db: Database,
  presented: string,
  options: { ttlDays: number; secret: string; now: Date },
): Promise<RotateResult> {
  const { ttlDays, secret, now } = options;
  const tokenHash = sha256Hex(presented);
  const next = successorToken(secret, presented);
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(schema.refreshToken)
      .where(eq(schema.refreshToken.tokenHash, tokenHash))
      .for('update');
    if (!row) return { status: 'invalid' as const };
    if (row.revogadoEm) return { status: 'reused' as const, familia: row.familia };
    if (row.usadoEm) {
      const repeat = now.getTime() - row.usadoEm.getTime() <= REFRESH_REUSE_GRACE_MS;
      const [successor] = repeat
        ? await tx
            .select({ id: schema.refreshToken.id })
            .from(schema.refreshToken)
            .where(
              and(eq(schema.refreshToken.tokenHash, sha256Hex(next)), isNull(schema.refreshToken.revogadoEm)),
            )
        : [];
      if (!successor) return { status: 'reused' as const, familia: row.familia };
      return {
        status: 'ok' as const,
        usuarioId: row.usuarioId,
        familia: row.familia,
        token: next,
        rotatedAt: row.usadoEm,
      };
    }
    if (row.expiraEm.getTime() <= now.getTime()) return { status: 'expired' as const };
    // Whole seconds: the access token signed from this instant is then the same on a repeat.
    const rotatedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
    await tx
      .update(schema.refreshToken)
      .set({ usadoEm: rotatedAt })
      .where(eq(schema.refreshToken.id, row.id));
    await issueRefreshToken(tx, row.usuarioId, ttlDays, row.familia, { token: next, now });
    return { status: 'ok' as const, usuarioId: row.usuarioId, familia: row.familia, token: next, rotatedAt };
  });
  // Revoke outside the transaction above: it must persist even though the request fails.
  if (outcome.status === 'reused') {
    await revokeFamily(db, outcome.familia);
    return { status: 'reused' };
  }
  return outcome;
}

/** Revokes every live token of one family (one login session). */
export async function revokeFamily(db: Database, familia: string): Promise<void> {
  await db
    .update(schema.refreshToken)
    .set({ revogadoEm: new Date() })
    .where(and(eq(schema.refreshToken.familia, familia), isNull(schema.refreshToken.revogadoEm)));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Revokes every session of a user, or every session but `exceptFamilia` (the caller's own). */
export async function revokeUserTokens(
  db: Database,
  usuarioId: number,
  exceptFamilia?: string,
): Promise<void> {
  // An access token without a (valid) family keeps no session alive: everything is revoked.
  const others =
    exceptFamilia && UUID.test(exceptFamilia) ? ne(schema.refreshToken.familia, exceptFamilia) : undefined;
  await db
    .update(schema.refreshToken)
    .set({ revogadoEm: new Date() })
    .where(and(eq(schema.refreshToken.usuarioId, usuarioId), isNull(schema.refreshToken.revogadoEm), others));
}
