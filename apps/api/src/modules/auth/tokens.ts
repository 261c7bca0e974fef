import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { EMAIL_CODE_LENGTH } from '@guia/shared';
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
export function hashVerificationCode(secret: string, usuarioId: number, codigo: string): string {
  return createHmac('sha256', secret).update(`${usuarioId}:${codigo}`).digest('hex');
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
): Promise<{ token: string; familia: string }> {
  const token = generateOpaqueToken();
  const now = Date.now();
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

export type RotateResult =
  | { status: 'ok'; usuarioId: number; familia: string; token: string }
  | { status: 'invalid' | 'expired' | 'reused' };

/**
 * Exchanges a refresh token for a new one of the same family. A token presented a second time (or
 * after revocation) means it was stolen or replayed: the whole family is revoked, so the thief and
 * the owner both have to log in again.
 */
export async function rotateRefreshToken(
  db: Database,
  presented: string,
  ttlDays: number,
): Promise<RotateResult> {
  const tokenHash = sha256Hex(presented);
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(schema.refreshToken)
      .where(eq(schema.refreshToken.tokenHash, tokenHash))
      .for('update');
    if (!row) return { status: 'invalid' as const };
    if (row.usadoEm || row.revogadoEm) return { status: 'reused' as const, familia: row.familia };
    if (row.expiraEm.getTime() <= Date.now()) return { status: 'expired' as const };
    await tx
      .update(schema.refreshToken)
      .set({ usadoEm: new Date() })
      .where(eq(schema.refreshToken.id, row.id));
    const next = await issueRefreshToken(tx, row.usuarioId, ttlDays, row.familia);
    return { status: 'ok' as const, usuarioId: row.usuarioId, familia: row.familia, token: next.token };
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
