import {
  type AuthData,
  type cadastroBody,
  EMAIL_CODE_MAX_ATTEMPTS,
  EMAIL_CODE_TTL_MINUTES,
  type loginBody,
  onlyDigits,
  RESET_TOKEN_TTL_MINUTES,
} from '@guia/shared';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { type Database, schema } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import type { Mail } from '../../plugins/mailer.ts';
import { presentAuthData, toRole } from './auth.presenter.ts';
import { alreadyConfirmedEmail, confirmationCodeEmail, passwordResetEmail } from './emails.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.ts';
import {
  generateOpaqueToken,
  hashVerificationCode,
  issueRefreshToken,
  revokeFamily,
  revokeUserTokens,
  rotateRefreshToken,
  sameDigest,
  sha256Hex,
  storeVerificationCode,
} from './tokens.ts';
import { uniqueViolation } from './unique-violation.ts';

export type CadastroInput = z.output<typeof cadastroBody>;
export type LoginInput = z.output<typeof loginBody>;
type UserRow = typeof schema.usuario.$inferSelect;

/** Error code the web client reacts to by opening the e-mail code modal. */
export const PENDING_EMAIL_CODE = 'ER400-pending-email';

export const MESSAGES = {
  tooMany: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  registered: 'Cadastro realizado! Enviamos um código de confirmação para o seu e-mail.',
  emailTaken: 'Este e-mail já está cadastrado',
  cpfTaken: 'Este CPF já está cadastrado',
  cnpjTaken: 'Este CNPJ já está cadastrado',
  dataTaken: 'Já existe uma conta com estes dados.',
  pendingRegistration:
    'Este e-mail já está cadastrado e aguarda confirmação. Digite o código enviado para o seu e-mail ou clique em "Reenviar código".',
  pendingLogin:
    'Seu e-mail ainda não foi confirmado. Digite o código enviado para o seu e-mail ou clique em "Reenviar código".',
  wrongCredentials: {
    EMAIL: 'E-mail ou senha incorretos.',
    CPF: 'CPF ou senha incorretos.',
    CNPJ: 'CNPJ ou senha incorretos.',
  },
  sessionExpired: 'Sua sessão expirou. Faça login novamente.',
  sessionInvalid: 'Sessão inválida. Faça login novamente.',
  codeResent: 'Código reenviado com sucesso. Confira seu e-email.',
  codeInvalid: 'Código inválido',
  codeExpired: 'Código expirado. Solicite um novo código.',
  codeAttempts: 'Muitas tentativas com este código. Solicite um novo código.',
  emailConfirmed: 'E-mail confirmado com sucesso!',
  resetSent: 'E-mail enviado com sucesso!',
  resetInvalid: 'Link de recuperação inválido ou já utilizado. Solicite um novo.',
  resetExpired: 'Link de recuperação expirado. Solicite um novo.',
  passwordUpdated: 'Senha atualizada com sucesso!',
  accountNotFound: 'Conta não encontrada.',
  aceiteEmailMismatch: 'O e-mail informado não corresponde ao da sua conta.',
  aceiteDone: 'Termos de uso e política de privacidade aceitos.',
  loggedOut: 'Sessão encerrada.',
} as const;

/** An account that never confirmed its e-mail stops holding its e-mail and tax id after this. */
const UNCONFIRMED_ACCOUNT_TTL_HOURS = 24;
const MINUTE_MS = 60_000;

const u = schema.usuario;
const codigos = schema.codigoVerificacao;
const resets = schema.tokenRecuperacao;

/** The current version of the terms of use; 1 until the administrators publish the first text. */
export async function currentTermsVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ versao: schema.documentoLegal.versao })
    .from(schema.documentoLegal)
    .where(eq(schema.documentoLegal.tipo, 'termos'))
    .limit(1);
  return row?.versao ?? 1;
}

/** Work run after the answer is sent (see plugins/after-response.ts). */
export type Defer = (task: () => Promise<void>) => void;

export type LoginResult = { status: 'ok'; data: AuthData } | { status: 'pending-email'; email: string };

/** The account rules: registration, e-mail confirmation, login and sessions, password recovery, terms. */
export function createAuthService(app: FastifyInstance, config: Config) {
  const db = app.db;
  const limiter = app.rateLimiter;

  /** For calls that send e-mail or check a code: every call counts, per account and address. */
  async function countCall(route: string, account: string, ip: string) {
    await limiter.hitAddress(route, ip);
    const attempts = limiter.account(route, account, ip);
    await attempts.check();
    await attempts.fail();
  }

  /** A mail failure must not undo what was saved: it is logged, and the user can ask again. */
  async function sendMail(mail: Mail) {
    try {
      await app.mailer.send(mail);
    } catch (err) {
      app.log.error({ err, subject: mail.subject }, 'falha ao enviar e-mail');
    }
  }

  async function findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(u).where(eq(u.email, email)).limit(1);
    return row;
  }

  async function findById(id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(u).where(eq(u.id, id)).limit(1);
    return row;
  }

  async function hasAccepted(user: Pick<UserRow, 'aceiteVersao'>): Promise<boolean> {
    return (user.aceiteVersao ?? 0) >= (await currentTermsVersion(db));
  }

  /** Opens a new session (a new refresh-token family) and answers the auth data. */
  async function startSession(user: UserRow): Promise<AuthData> {
    const { token: refreshToken, familia } = await issueRefreshToken(
      db,
      user.id,
      config.REFRESH_TOKEN_TTL_DAYS,
    );
    const token = await app.signAccessToken({ id: user.id, role: toRole(user.role), familia });
    return presentAuthData(user, { token, refreshToken }, await hasAccepted(user));
  }

  /** Replaces the user's code (the old one dies) and returns the new one in clear, to be e-mailed. */
  const storeNewCode = (tx: Database, usuarioId: number) =>
    storeVerificationCode(tx, config.jwtSecret, usuarioId);

  function conflictFor(
    existing: Pick<UserRow, 'email' | 'cpf' | 'cnpj' | 'emailVerificadoEm'>[],
    input: CadastroInput,
  ): AppError {
    const sameEmail = existing.find((row) => row.email === input.email);
    // Only the e-mail owner can act on this: the message says no more than "confirm or resend".
    if (sameEmail && !sameEmail.emailVerificadoEm) {
      return new AppError(409, MESSAGES.pendingRegistration, PENDING_EMAIL_CODE, {
        email: MESSAGES.pendingRegistration,
      });
    }
    const fields: Record<string, string> = {};
    if (sameEmail) fields.email = MESSAGES.emailTaken;
    if (input.cpf && existing.some((row) => row.cpf === input.cpf)) fields.cpf = MESSAGES.cpfTaken;
    if (input.cnpj && existing.some((row) => row.cnpj === input.cnpj)) fields.cnpj = MESSAGES.cnpjTaken;
    const messages = Object.values(fields);
    return conflict(messages.length === 1 ? messages[0]! : MESSAGES.dataTaken, fields);
  }

  /** POST Login with a refresh token: rotation with reuse detection (see tokens.ts). */
  async function refresh(refreshToken: string): Promise<AuthData> {
    const rotated = await rotateRefreshToken(db, refreshToken, {
      ttlDays: config.REFRESH_TOKEN_TTL_DAYS,
      secret: config.jwtSecret,
      now: app.now(),
    });
    if (rotated.status === 'expired') throw new AppError(401, MESSAGES.sessionExpired, 'expired_token');
    if (rotated.status !== 'ok') throw new AppError(401, MESSAGES.sessionInvalid, 'invalid_token');
    const user = await findById(rotated.usuarioId);
    if (!user) throw new AppError(401, MESSAGES.sessionInvalid, 'invalid_token');
    const token = await app.signAccessToken(
      { id: user.id, role: toRole(user.role), familia: rotated.familia },
      rotated.rotatedAt,
    );
    return presentAuthData(user, { token, refreshToken: rotated.token }, await hasAccepted(user));
  }

  return {
    /** POST Cadastro: an unconfirmed account and an e-mailed code. */
    async register(input: CadastroInput, ip: string): Promise<{ email: string }> {
      // Before the costly hash: each registration also sends an e-mail to an address of the caller's choice.
      await limiter.hitAddress('cadastro', ip, config.RATE_LIMIT_CADASTRO_PER_IP);
      const passwordHash = await hashPassword(input.password);
      const aceiteVersao = input.termos ? await currentTermsVersion(db) : null;
      const sameIdentity = or(
        eq(u.email, input.email),
        input.cpf ? eq(u.cpf, input.cpf) : undefined,
        input.cnpj ? eq(u.cnpj, input.cnpj) : undefined,
      );
      let created: { user: UserRow; codigo: string };
      try {
        created = await db.transaction(async (tx) => {
          // Someone who registered another person's e-mail or CPF and never confirmed must not block it.
          await tx
            .delete(u)
            .where(
              and(
                sameIdentity,
                isNull(u.emailVerificadoEm),
                lt(u.criadoEm, new Date(Date.now() - UNCONFIRMED_ACCOUNT_TTL_HOURS * 60 * MINUTE_MS)),
              ),
            );
          const existing = await tx
            .select({ email: u.email, cpf: u.cpf, cnpj: u.cnpj, emailVerificadoEm: u.emailVerificadoEm })
            .from(u)
            .where(sameIdentity);
          if (existing.length > 0) throw conflictFor(existing, input);
          const [user] = await tx
            .insert(u)
            .values({
              nome: input.nome,
              email: input.email,
              celular: input.celular,
              selecao: input.selecao,
              cpf: input.cpf,
              cnpj: input.cnpj,
              passwordHash,
              role: 'visitante',
              aceiteVersao,
              aceiteEm: aceiteVersao === null ? null : new Date(),
            })
            .returning();
          const codigo = await storeNewCode(tx, user!.id);
          return { user: user!, codigo };
        });
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint === null) throw err;
        // Two registrations with the same data at the same instant: the loser gets the usual 409.
        if (constraint.includes('cpf')) throw conflict(MESSAGES.cpfTaken, { cpf: MESSAGES.cpfTaken });
        if (constraint.includes('cnpj')) throw conflict(MESSAGES.cnpjTaken, { cnpj: MESSAGES.cnpjTaken });
        throw conflict(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
      }
      const { user, codigo } = created;
      await sendMail({
        to: user.email,
        ...confirmationCodeEmail(config, { nome: user.nome, codigo, ttlMinutes: EMAIL_CODE_TTL_MINUTES }),
      });
      return { email: user.email };
    },

    /** POST Login: credentials, or a refresh token to rotate. */
    async login(input: LoginInput, ip: string): Promise<LoginResult> {
      if (input.grant_type === 'refresh_token')
        return { status: 'ok', data: await refresh(input.refresh_token) };

      await limiter.hitAddress('login', ip);
      const identity =
        input.alternativa === 'CPF'
          ? { column: u.cpf, value: onlyDigits(input.cpf ?? '') }
          : input.alternativa === 'CNPJ'
            ? { column: u.cnpj, value: onlyDigits(input.cnpj ?? '') }
            : { column: u.email, value: (input.email ?? '').trim().toLowerCase() };
      const [user] = await db.select().from(u).where(eq(identity.column, identity.value)).limit(1);
      // One counter per account whichever identifier is typed (e-mail, CPF or CNPJ); an identifier
      // without an account gets its own, so guessing on it is limited too.
      const attempts = limiter.account('login', user?.email ?? identity.value, ip);
      // Only failures count (a user who mistypes and then succeeds starts over), but a blocked
      // address is refused before the password is even checked.
      await attempts.check();
      const valid = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstNothing(input.password);
      if (!user || !valid) {
        await attempts.fail();
        throw new AppError(401, MESSAGES.wrongCredentials[input.alternativa], 'invalid_credentials');
      }
      await attempts.succeed();
      // Told only after the right password: nobody learns an account's state without owning it.
      if (!user.emailVerificadoEm) return { status: 'pending-email', email: user.email };
      return { status: 'ok', data: await startSession(user) };
    },

    refresh,

    /**
     * POST Logout: ends the session of the refresh token and/or of the access token presented.
     * Always the same answer: a session already over is logged out too.
     */
    async logout(refreshToken: string | undefined, accessToken: string | undefined): Promise<void> {
      const families = new Set<string>();
      if (refreshToken) {
        const [row] = await db
          .select({ familia: schema.refreshToken.familia })
          .from(schema.refreshToken)
          .where(eq(schema.refreshToken.tokenHash, sha256Hex(refreshToken)))
          .limit(1);
        if (row) families.add(row.familia);
      }
      const fromAccess = accessToken ? await app.accessTokenFamily(accessToken) : null;
      if (fromAccess) families.add(fromAccess);
      for (const familia of families) await revokeFamily(db, familia);
    },

    /**
     * POST EnviarCodigo. The answer is the same, in the same time, whether the e-mail is unknown,
     * pending or confirmed: everything that depends on the account runs after the answer. An owner
     * of a confirmed account gets an e-mail saying so instead of a code.
     */
    async resendCode(email: string, ip: string, defer: Defer): Promise<string> {
      await countCall('enviarcodigo', email, ip);
      defer(async () => {
        const user = await findByEmail(email);
        if (user && !user.emailVerificadoEm) {
          const codigo = await storeNewCode(db, user.id);
          await sendMail({
            to: user.email,
            ...confirmationCodeEmail(config, { nome: user.nome, codigo, ttlMinutes: EMAIL_CODE_TTL_MINUTES }),
          });
        } else if (user) {
          await sendMail({ to: user.email, ...alreadyConfirmedEmail(config, { nome: user.nome }) });
        }
      });
      return MESSAGES.codeResent;
    },

    /** POST ValidarEmail: confirms the account and logs the user in. */
    async validateEmail(email: string, codigo: string, ip: string): Promise<AuthData> {
      await countCall('validaremail', email, ip);
      const invalid = () =>
        badRequest(MESSAGES.codeInvalid, { codigo: MESSAGES.codeInvalid }, 'invalid_code');
      const exhausted = () =>
        badRequest(MESSAGES.codeAttempts, { codigo: MESSAGES.codeAttempts }, 'code_attempts_exceeded');

      const user = await findByEmail(email);
      if (!user || user.emailVerificadoEm) throw invalid();
      // Every try is counted before the comparison, atomically: parallel guesses cannot exceed the limit.
      const [code] = await db
        .update(codigos)
        .set({ tentativas: sql`${codigos.tentativas} + 1` })
        .where(and(eq(codigos.usuarioId, user.id), lt(codigos.tentativas, EMAIL_CODE_MAX_ATTEMPTS)))
        .returning();
      if (!code) {
        const [dead] = await db
          .select({ id: codigos.usuarioId })
          .from(codigos)
          .where(eq(codigos.usuarioId, user.id));
        throw dead ? exhausted() : invalid();
      }
      if (code.expiraEm.getTime() <= Date.now()) {
        throw badRequest(MESSAGES.codeExpired, { codigo: MESSAGES.codeExpired }, 'expired_code');
      }
      if (!sameDigest(code.codigoHash, hashVerificationCode(config.jwtSecret, user.id, codigo))) {
        throw code.tentativas >= EMAIL_CODE_MAX_ATTEMPTS ? exhausted() : invalid();
      }
      const confirmed = await db.transaction(async (tx) => {
        await tx.delete(codigos).where(eq(codigos.usuarioId, user.id));
        const [row] = await tx
          .update(u)
          .set({ emailVerificadoEm: new Date(), atualizadoEm: new Date() })
          .where(eq(u.id, user.id))
          .returning();
        return row!;
      });
      return startSession(confirmed);
    },

    /**
     * POST RecuperarSenha: the same answer, in the same time, whether or not the e-mail has an
     * account: the lookup, the link and the e-mail run after the answer.
     */
    async requestPasswordReset(email: string, ip: string, defer: Defer): Promise<string> {
      await countCall('recuperarsenha', email, ip);
      defer(async () => {
        const user = await findByEmail(email);
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
        await sendMail({
          to: user.email,
          ...passwordResetEmail(config, { nome: user.nome, token, ttlMinutes: RESET_TOKEN_TTL_MINUTES }),
        });
      });
      return MESSAGES.resetSent;
    },

    /**
     * POST ValidarToken: new password from a single-use link. Every session of the account ends (the
     * password may have been stolen), the e-mail counts as confirmed, and a new session starts.
     */
    async resetPassword(password: string, token: string): Promise<AuthData> {
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
      for (const id of [user.email, user.cpf, user.cnpj]) if (id) await limiter.forgetAccount('login', id);
      return startSession(user);
    },

    /** POST Aceite: the caller accepts the current terms; the e-mail must be their own. */
    async acceptTerms(usuarioId: number, email: string): Promise<void> {
      const user = await findById(usuarioId);
      if (!user) throw notFound(MESSAGES.accountNotFound);
      if (user.email !== email)
        throw badRequest(MESSAGES.aceiteEmailMismatch, { email: MESSAGES.aceiteEmailMismatch });
      await db
        .update(u)
        .set({ aceiteVersao: await currentTermsVersion(db), aceiteEm: new Date(), atualizadoEm: new Date() })
        .where(eq(u.id, usuarioId));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
