import type { AuthData } from '@guia/shared';
import { eq } from 'drizzle-orm';
import { type Database, schema } from '../../db/client.ts';
import type { AuthDeps } from './auth.deps.ts';
import { presentAuthData, toRole } from './auth.presenter.ts';
import { issueRefreshToken } from './tokens.ts';

// The account reads and the session start that login, registration and recovery share.

export type UserRow = typeof schema.usuario.$inferSelect;

/** The confirmed account of an e-mail, if any. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(schema.usuario).where(eq(schema.usuario.email, email)).limit(1);
  return row;
}

/** The current version of the terms of use; 1 until the administrators publish the first text. */
export async function currentTermsVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ versao: schema.documentoLegal.versao })
    .from(schema.documentoLegal)
    .where(eq(schema.documentoLegal.tipo, 'termos'))
    .limit(1);
  return row?.versao ?? 1;
}

/** Whether the user has accepted the current terms. */
export async function hasAccepted(db: Database, user: Pick<UserRow, 'aceiteVersao'>): Promise<boolean> {
  return (user.aceiteVersao ?? 0) >= (await currentTermsVersion(db));
}

/** Opens a new session (a new refresh-token family) and answers the auth data. */
export async function startSession(db: Database, deps: AuthDeps, user: UserRow): Promise<AuthData> {
  const { token: refreshToken, familia } = await issueRefreshToken(
    db,
    user.id,
    deps.config.REFRESH_TOKEN_TTL_DAYS,
  );
  const token = await deps.signAccessToken({ id: user.id, role: toRole(user.role), familia });
  return presentAuthData(user, { token, refreshToken }, await hasAccepted(db, user));
}
