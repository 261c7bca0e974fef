import { randomUUID } from 'node:crypto';
import { type cadastroBody, EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_TTL_MINUTES } from '@guia/shared';
import { and, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { type Database, schema } from '../../db/client.ts';
import { badRequest, conflict } from '../../errors.ts';
import type { Mail } from '../../plugins/mailer.ts';
import { currentTermsVersion, findUserByEmail, startSession } from './account.ts';
import { type AuthDeps, countCall, type Defer, sendMail } from './auth.deps.ts';
import { MESSAGES } from './auth.messages.ts';
import {
  alreadyConfirmedEmail,
  confirmationCodeEmail,
  howToGetCodeEmail,
  registrationAttemptEmail,
} from './emails.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.ts';
import { generateNumericCode, hashVerificationCode, sameDigest } from './tokens.ts';
import { uniqueViolation } from './unique-violation.ts';

// Registration as separate attempts: every POST Cadastro is its own pending row with its own password
// and code; the code e-mailed for it activates that attempt and no other, with that attempt's
// password. Nothing is reserved before the e-mail is proven: an e-mail or tax id typed by someone
// else never blocks, nor takes over, the owner's registration.

export type CadastroInput = z.output<typeof cadastroBody>;
type Attempt = typeof schema.cadastroPendente.$inferSelect;

export type { Defer } from './auth.deps.ts';

/** A registration attempt is forgotten after this, confirmed or not. */
export const ATTEMPT_TTL_HOURS = 24;
/**
 * Login tries the password on this many newest attempts of an identifier, always this many hashes
 * (padded), so the time does not tell how many attempts there are.
 */
export const PENDING_LOGIN_CHECKS = 3;
const MINUTE_MS = 60_000;

const u = schema.usuario;
const p = schema.cadastroPendente;

/** The attempt's column of an identifier typed at login. */
export type LoginIdentity = { alternativa: 'EMAIL' | 'CPF' | 'CNPJ'; value: string };

const now = () => new Date();
const live = () => gt(p.expiraEm, now());

/** A new code for the attempt: only its HMAC with the attempt id is stored. */
function newCodeFor(secret: string, attemptId: string) {
  const codigo = generateNumericCode();
  return {
    codigo,
    codigoHash: hashVerificationCode(secret, attemptId, codigo),
    codigoExpiraEm: new Date(Date.now() + EMAIL_CODE_TTL_MINUTES * MINUTE_MS),
  };
}

const codeMail = (config: Config, attempt: Pick<Attempt, 'email' | 'nome'>, codigo: string): Mail => ({
  to: attempt.email,
  ...confirmationCodeEmail(config, { nome: attempt.nome, codigo, ttlMinutes: EMAIL_CODE_TTL_MINUTES }),
});

/**
 * Turns the attempt into the confirmed account, inside one transaction: the attempt and every other
 * attempt of the e-mail end; a tax id another confirmed account holds is left out and kept as a
 * draft support request.
 */
async function activate(db: Database, attempt: Attempt) {
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx.delete(p).where(eq(p.id, attempt.id)).returning({ id: p.id });
      // Confirmed by a concurrent request a moment ago, or the e-mail was confirmed by another attempt.
      if (!claimed) return null;
      await tx.delete(p).where(eq(p.email, attempt.email));
      const [taken] = await tx.select({ id: u.id }).from(u).where(eq(u.email, attempt.email)).limit(1);
      if (taken) return null;
      const tipo = attempt.selecao === 'cnpj' ? ('cnpj' as const) : ('cpf' as const);
      const documento = tipo === 'cnpj' ? attempt.cnpj : attempt.cpf;
      const [holder] = documento
        ? await tx
            .select({ id: u.id })
            .from(u)
            .where(tipo === 'cnpj' ? eq(u.cnpj, documento) : eq(u.cpf, documento))
            .limit(1)
        : [];
      const [user] = await tx
        .insert(u)
        .values({
          nome: attempt.nome,
          email: attempt.email,
          celular: attempt.celular,
          selecao: tipo,
          cpf: tipo === 'cpf' && !holder ? attempt.cpf : null,
          cnpj: tipo === 'cnpj' && !holder ? attempt.cnpj : null,
          passwordHash: attempt.passwordHash,
          role: 'visitante',
          emailVerificadoEm: new Date(),
          aceiteVersao: attempt.aceiteVersao,
          aceiteEm: attempt.aceiteEm,
        })
        .returning();
      if (holder && documento) {
        await tx.insert(schema.solicitacaoDocumento).values({ usuarioId: user!.id, tipo, documento });
      }
      return { user: user!, documentoEmUso: holder ? tipo : null };
    });
  } catch (err) {
    // The tax id was confirmed by someone else at the same instant: the usual conflict, nothing kept.
    if (uniqueViolation(err) !== null) throw conflict(MESSAGES.codeInvalid, { codigo: MESSAGES.codeInvalid });
    throw err;
  }
}

/**
 * POST Cadastro: always a new attempt and the same answer, whether the e-mail or the tax id are
 * free, pending or taken (no enumeration). After the answer, the mailbox gets the code — or, when
 * the e-mail already has a confirmed account, a notice to its owner instead.
 */
export async function register(
  db: Database,
  deps: AuthDeps,
  input: CadastroInput,
  ip: string,
  defer: Defer,
): Promise<{ email: string; tentativa: string }> {
  // Before the costly hash: each registration also sends an e-mail to an address of the caller's choice.
  await deps.limiter.hitAddress('cadastro', ip, deps.config.RATE_LIMIT_CADASTRO_PER_IP);
  const passwordHash = await hashPassword(input.password);
  const aceiteVersao = input.termos ? await currentTermsVersion(db) : null;
  const id = randomUUID();
  const codigo = await db.transaction(async (tx) => {
    await tx.delete(p).where(lte(p.expiraEm, now()));
    const code = newCodeFor(deps.config.jwtSecret, id);
    await tx.insert(p).values({
      id,
      nome: input.nome,
      email: input.email,
      celular: input.celular,
      selecao: input.selecao,
      cpf: input.cpf,
      cnpj: input.cnpj,
      passwordHash,
      aceiteVersao,
      aceiteEm: aceiteVersao === null ? null : new Date(),
      codigoHash: code.codigoHash,
      codigoExpiraEm: code.codigoExpiraEm,
      expiraEm: new Date(Date.now() + ATTEMPT_TTL_HOURS * 60 * MINUTE_MS),
    });
    return code.codigo;
  });
  defer(async () => {
    const owner = await findUserByEmail(db, input.email);
    if (owner)
      await sendMail(deps, {
        to: owner.email,
        ...registrationAttemptEmail(deps.config, { nome: owner.nome }),
      });
    else await sendMail(deps, codeMail(deps.config, input, codigo));
  });
  return { email: input.email, tentativa: id };
}

/**
 * POST EnviarCodigo. Same answer, same time, whatever the e-mail's state. A code goes out only for
 * the attempt named by `tentativa` (its creator, or whoever logged in with its password); without
 * it the mailbox is told how to get one, or, for a confirmed account, that none is needed.
 */
export async function resendCode(
  db: Database,
  deps: AuthDeps,
  email: string,
  tentativa: string | undefined,
  ip: string,
  defer: Defer,
): Promise<string> {
  await countCall(deps, 'enviarcodigo', email, ip);
  defer(async () => {
    const owner = await findUserByEmail(db, email);
    if (tentativa) {
      if (owner) return; // the notice went out at registration
      const mail = await db.transaction(async (tx) => {
        const [attempt] = await tx
          .select()
          .from(p)
          .where(and(eq(p.id, tentativa), eq(p.email, email), live()))
          .for('update');
        if (!attempt) return null;
        const code = newCodeFor(deps.config.jwtSecret, attempt.id);
        await tx
          .update(p)
          .set({ codigoHash: code.codigoHash, codigoExpiraEm: code.codigoExpiraEm, tentativas: 0 })
          .where(eq(p.id, attempt.id));
        return codeMail(deps.config, attempt, code.codigo);
      });
      if (mail) await sendMail(deps, mail);
      return;
    }
    if (owner) {
      await sendMail(deps, { to: owner.email, ...alreadyConfirmedEmail(deps.config, { nome: owner.nome }) });
      return;
    }
    const [pending] = await db
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.email, email), live()))
      .limit(1);
    if (pending) await sendMail(deps, { to: email, ...howToGetCodeEmail(deps.config) });
  });
  return MESSAGES.codeResent;
}

/**
 * POST ValidarEmail: the code activates the attempt it was made for, with that attempt's password,
 * and logs in. The web client names its attempt (`tentativa`). A client that does not is served
 * only while the e-mail has a single live attempt: with several, the newest code in the mailbox
 * may be a stranger's attempt, and typing it would hand him the account.
 */
export async function validateEmail(
  db: Database,
  deps: AuthDeps,
  email: string,
  codigo: string,
  tentativa: string | undefined,
  ip: string,
) {
  await countCall(deps, 'validaremail', email, ip);
  const invalid = () => badRequest(MESSAGES.codeInvalid, { codigo: MESSAGES.codeInvalid }, 'invalid_code');
  const exhausted = () =>
    badRequest(MESSAGES.codeAttempts, { codigo: MESSAGES.codeAttempts }, 'code_attempts_exceeded');

  if (await findUserByEmail(db, email)) throw invalid();
  const candidates = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.email, email), live(), tentativa ? eq(p.id, tentativa) : undefined))
    .limit(2);
  if (candidates.length !== 1) throw invalid();
  // Every try is counted before the comparison, atomically: parallel guesses cannot exceed the limit.
  const counted = await db
    .update(p)
    .set({ tentativas: sql`${p.tentativas} + 1` })
    .where(and(eq(p.id, candidates[0]!.id), lt(p.tentativas, EMAIL_CODE_MAX_ATTEMPTS)))
    .returning();
  const [match] = counted;
  if (!match) throw exhausted();
  if (!sameDigest(match.codigoHash, hashVerificationCode(deps.config.jwtSecret, match.id, codigo))) {
    throw match.tentativas >= EMAIL_CODE_MAX_ATTEMPTS ? exhausted() : invalid();
  }
  if (match.codigoExpiraEm.getTime() <= Date.now()) {
    throw badRequest(MESSAGES.codeExpired, { codigo: MESSAGES.codeExpired }, 'expired_code');
  }
  const activated = await activate(db, match);
  if (!activated) throw invalid();
  const auth = await startSession(db, deps, activated.user);
  return { ...auth, documentoEmUso: activated.documentoEmUso };
}

/**
 * Login's second look, when no confirmed account took the password: the newest attempts of the
 * identifier. Always PENDING_LOGIN_CHECKS hashes. Answers the attempt whose password it is.
 */
export async function pendingAttemptFor(
  db: Database,
  identity: LoginIdentity,
  password: string,
): Promise<Attempt | null> {
  const column = identity.alternativa === 'CPF' ? p.cpf : identity.alternativa === 'CNPJ' ? p.cnpj : p.email;
  const attempts = await db
    .select()
    .from(p)
    .where(and(eq(column, identity.value), live()))
    .orderBy(desc(p.criadoEm))
    .limit(PENDING_LOGIN_CHECKS);
  const checks = await Promise.all(
    Array.from({ length: PENDING_LOGIN_CHECKS }, (_, i) => {
      const attempt = attempts[i];
      return attempt ? verifyPassword(attempt.passwordHash, password) : verifyAgainstNothing(password);
    }),
  );
  const index = checks.indexOf(true);
  return index >= 0 ? attempts[index]! : null;
}
