import {
  type AuthData,
  EMAIL_CODE_TTL_MINUTES,
  type loginBody,
  onlyDigits,
  RESET_TOKEN_TTL_MINUTES,
} from '@guia/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, schema } from '../../db/client.ts';
import { AppError, badRequest, notFound, sessaoInvalida } from '../../errors.ts';
import { currentTermsVersion, findUserByEmail, hasAccepted, startSession, type UserRow } from './account.ts';
import { type AuthDeps, countCall, type Defer, sendMail } from './auth.deps.ts';
import { LOGIN_CODE_REQUIRED, MESSAGES } from './auth.messages.ts';
import { presentAuthData, toRole } from './auth.presenter.ts';
import { loginCodeEmail, passwordResetEmail } from './emails.ts';
import { loginCodes } from './login-code.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.ts';
import { pendingAttemptFor } from './registration.service.ts';
import {
  generateOpaqueToken,
  revokeFamily,
  revokeUserTokens,
  rotateRefreshToken,
  sha256Hex,
} from './tokens.ts';

// The account rules: login and sessions, password recovery, terms (registration and the e-mail code
// are in registration.service.ts). Free functions: the database first, then what else they use.

export { currentTermsVersion } from './account.ts';
export { LOGIN_CODE_REQUIRED, MESSAGES, PENDING_EMAIL_CODE } from './auth.messages.ts';

export type LoginInput = z.output<typeof loginBody>;

const MINUTE_MS = 60_000;

const u = schema.usuario;
const codigos = schema.codigoVerificacao;
const resets = schema.tokenRecuperacao;

export type LoginResult =
  | { status: 'ok'; data: AuthData }
  | { status: 'pending-email'; email: string; tentativa?: string };

async function findById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(u).where(eq(u.id, id)).limit(1);
  return row;
}

/** POST Login with a refresh token: rotation with reuse detection (see tokens.ts). */
export async function refresh(db: Database, deps: AuthDeps, refreshToken: string): Promise<AuthData> {
  const rotated = await rotateRefreshToken(db, refreshToken, {
    ttlDays: deps.config.REFRESH_TOKEN_TTL_DAYS,
    secret: deps.config.jwtSecret,
    now: deps.now(),
  });
  if (rotated.status === 'expired') throw new AppError(401, MESSAGES.sessionExpired, 'expired_token');
  if (rotated.status !== 'ok') throw sessaoInvalida();
  const user = await findById(db, rotated.usuarioId);
  if (!user) throw sessaoInvalida();
  const token = await deps.signAccessToken(
    { id: user.id, role: toRole(user.role), familia: rotated.familia },
    rotated.rotatedAt,
  );
  return presentAuthData(user, { token, refreshToken: rotated.token }, await hasAccepted(db, user));
}

/**
 * Above the account's ceiling of failures from all addresses, the password alone no longer opens
 * it: the right password without a code gets a code e-mailed (after the answer), and the password
 * with that code opens it. Every other case answers exactly the same, so the answer never tells
 * whether the password was right.
 */
async function loginAboveCeiling(
  db: Database,
  deps: AuthDeps,
  tentativa: { user: UserRow | undefined; valid: boolean; codigo: string | undefined },
  attempts: { fail(): Promise<void>; succeed(): Promise<void> },
  defer: Defer,
): Promise<LoginResult> {
  const { user, valid, codigo } = tentativa;
  const codes = loginCodes(db, deps.config.jwtSecret);
  if (user && valid && codigo && (await codes.redeem(user.id, codigo))) {
    await attempts.succeed();
    return { status: 'ok', data: await startSession(db, deps, user) };
  }
  await attempts.fail();
  if (user && valid && !codigo) {
    defer(async () => {
      const code = await codes.issue(user.id);
      await sendMail(deps, {
        to: user.email,
        ...loginCodeEmail(deps.config, { nome: user.nome, codigo: code, ttlMinutes: EMAIL_CODE_TTL_MINUTES }),
      });
    });
  }
  const message = codigo ? MESSAGES.loginCodeWrong : MESSAGES.loginCodeRequired;
  throw new AppError(401, message, LOGIN_CODE_REQUIRED, codigo ? { codigo: message } : undefined);
}

/** POST Login: credentials, or a refresh token to rotate. */
export async function login(
  db: Database,
  deps: AuthDeps,
  input: LoginInput,
  ip: string,
  defer: Defer,
): Promise<LoginResult> {
  if (input.grant_type === 'refresh_token')
    return { status: 'ok', data: await refresh(db, deps, input.refresh_token) };

  await deps.limiter.hitAddress('login', ip);
  const identity =
    input.alternativa === 'CPF'
      ? { column: u.cpf, value: onlyDigits(input.cpf ?? '') }
      : input.alternativa === 'CNPJ'
        ? { column: u.cnpj, value: onlyDigits(input.cnpj ?? '') }
        : { column: u.email, value: (input.email ?? '').trim().toLowerCase() };
  const [user] = await db.select().from(u).where(eq(identity.column, identity.value)).limit(1);
  // One counter per account whichever identifier is typed (e-mail, CPF or CNPJ); an identifier
  // without an account gets its own, so guessing on it is limited too.
  const attempts = deps.limiter.account('login', user?.email ?? identity.value, ip);
  // Only failures count (a user who mistypes and then succeeds starts over), but a blocked
  // address is refused before the password is even checked.
  const aboveCeiling = await attempts.check('report');
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstNothing(input.password);
  if (aboveCeiling)
    return loginAboveCeiling(db, deps, { user, valid, codigo: input.codigo }, attempts, defer);
  if (user && valid) {
    await attempts.succeed();
    // Told only after the right password: nobody learns an account's state without owning it.
    if (!user.emailVerificadoEm) return { status: 'pending-email', email: user.email };
    return { status: 'ok', data: await startSession(db, deps, user) };
  }
  // Not a confirmed account's password: maybe the password of a registration attempt, which
  // answers the attempt's id so its owner can ask for its code.
  const attempt = await pendingAttemptFor(
    db,
    { alternativa: input.alternativa, value: identity.value },
    input.password,
  );
  if (attempt) {
    await attempts.succeed();
    return { status: 'pending-email', email: attempt.email, tentativa: attempt.id };
  }
  await attempts.fail();
  throw new AppError(401, MESSAGES.wrongCredentials[input.alternativa], 'invalid_credentials');
}

/**
 * POST Logout: ends the session of the refresh token and/or of the access token presented.
 * Always the same answer: a session already over is logged out too.
 */
export async function logout(
  db: Database,
  deps: AuthDeps,
  refreshToken: string | undefined,
  accessToken: string | undefined,
): Promise<void> {
  const families = new Set<string>();
  if (refreshToken) {
    const [row] = await db
      .select({ familia: schema.refreshToken.familia })
      .from(schema.refreshToken)
      .where(eq(schema.refreshToken.tokenHash, sha256Hex(refreshToken)))
      .limit(1);
    if (row) families.add(row.familia);
  }
  const fromAccess = accessToken ? await deps.accessTokenFamily(accessToken) : null;
  if (fromAccess) families.add(fromAccess);
  for (const familia of families) await revokeFamily(db, familia);
}

/**
 * POST RecuperarSenha: the same answer, in the same time, whether or not the e-mail has an
 * account: the lookup, the link and the e-mail run after the answer.
 */
export async function requestPasswordReset(
  db: Database,
  deps: AuthDeps,
  email: string,
  ip: string,
  defer: Defer,
): Promise<string> {
  await countCall(deps, 'recuperarsenha', email, ip);
  defer(async () => {
    const user = await findUserByEmail(db, email);
    if (!user) return;
    const token = generateOpaqueToken();
    await db.transaction(async (tx) => {
      // Only the newest link works: an older e-mail lying in the inbox is dead.
      await tx.delete(resets).where(and(eq(resets.usuarioId, user.id), isNull(resets.usadoEm)));
      await tx.insert(resets).values({
        usuarioId: user.id,
        tokenHash: sha256Hex(token),
        expiraEm: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * MINUTE_MS),
      });
    });
    await sendMail(deps, {
      to: user.email,
      ...passwordResetEmail(deps.config, { nome: user.nome, token, ttlMinutes: RESET_TOKEN_TTL_MINUTES }),
    });
  });
  return MESSAGES.resetSent;
}

/**
 * POST ValidarToken: new password from a single-use link. Every session of the account ends (the
 * password may have been stolen), the e-mail counts as confirmed, and a new session starts.
 */
export async function resetPassword(
  db: Database,
  deps: AuthDeps,
  password: string,
  token: string,
): Promise<AuthData> {
  const invalid = () =>
    badRequest(MESSAGES.resetInvalid, { token: MESSAGES.resetInvalid }, 'invalid_reset_token');
  const [link] = await db
    .select()
    .from(resets)
    .where(eq(resets.tokenHash, sha256Hex(token)))
    .limit(1);
  if (!link || link.usadoEm) throw invalid();
  if (link.expiraEm.getTime() <= Date.now()) {
    throw badRequest(MESSAGES.resetExpired, { token: MESSAGES.resetExpired }, 'expired_reset_token');
  }
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(resets)
      .set({ usadoEm: new Date() })
      .where(and(eq(resets.id, link.id), isNull(resets.usadoEm)))
      .returning({ id: resets.id });
    if (!claimed) throw invalid(); // used by a concurrent request a moment ago
    const [row] = await tx
      .update(u)
      .set({
        passwordHash,
        emailVerificadoEm: sql`coalesce(${u.emailVerificadoEm}, now())`,
        atualizadoEm: new Date(),
      })
      .where(eq(u.id, link.usuarioId))
      .returning();
    await tx.delete(codigos).where(eq(codigos.usuarioId, link.usuarioId));
    await revokeUserTokens(tx, link.usuarioId);
    return row;
  });
  if (!user) throw invalid();
  // Whoever locked the account by guessing is no longer a reason to keep its owner out.
  for (const id of [user.email, user.cpf, user.cnpj]) if (id) await deps.limiter.forgetAccount('login', id);
  return startSession(db, deps, user);
}

/** POST Aceite: the caller accepts the current terms; the e-mail must be their own. */
export async function acceptTerms(db: Database, usuarioId: number, email: string): Promise<void> {
  const user = await findById(db, usuarioId);
  if (!user) throw notFound(MESSAGES.accountNotFound);
  if (user.email !== email)
    throw badRequest(MESSAGES.aceiteEmailMismatch, { email: MESSAGES.aceiteEmailMismatch });
  await db
    .update(u)
    .set({ aceiteVersao: await currentTermsVersion(db), aceiteEm: new Date(), atualizadoEm: new Date() })
    .where(eq(u.id, usuarioId));
}
