import {
  type alterarSenhaBody,
  type DadosPessoais,
  type dadosPessoaisBody,
  EMAIL_CODE_MAX_ATTEMPTS,
  EMAIL_CODE_TTL_MINUTES,
  onlyDigits,
} from '@guia/shared';
import { and, count, eq, gt, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { type Database, schema } from '../../db/client.ts';
import { badRequest, conflict, sessaoInvalida } from '../../errors.ts';
import { comEvento } from '../../events/eventos.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { FileStore } from '../../plugins/file-store.ts';
import type { Mail, Mailer } from '../../plugins/mailer.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { emailChangedEmail, emailChangeRequestedEmail, newEmailCodeEmail } from '../auth/emails.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashVerificationCode, revokeUserTokens, sameDigest, storeVerificationCode } from '../auth/tokens.ts';
import { uniqueViolation } from '../auth/unique-violation.ts';
import { presentDadosPessoais } from './configuracao.presenter.ts';

export const MESSAGES = {
  dataSaved: 'Dados alterados com sucesso',
  emailPending:
    'Dados alterados com sucesso. Enviamos um código para o novo e-mail: a troca vale depois que você o confirmar.',
  emailConfirmed: 'E-mail alterado com sucesso!',
  noPendingEmail: 'Não há troca de e-mail aguardando confirmação.',
  codeResent: 'Código reenviado com sucesso. Confira seu e-email.',
  codeInvalid: 'Código inválido',
  codeExpired: 'Código expirado. Solicite um novo código.',
  codeAttempts: 'Muitas tentativas com este código. Solicite um novo código.',
  passwordSaved: 'Alterações efetuadas com sucesso!',
  wrongOldPassword: 'Sua senha antiga está incorreta',
  emailTaken: 'Este e-mail já está cadastrado',
  cpfLocked: 'O CPF não pode ser alterado.',
  cnpjLocked: 'O CNPJ não pode ser alterado.',
  deleteEmailMismatch: 'O e-mail preenchido não corresponde ao da conta.',
  deleted: 'Conta deletada com sucesso',
  lastAdmin: 'Esta é a única conta de administrador e não pode ser excluída.',
} as const;

/**
 * What the settings use besides the database (the app's decorations and config); each function
 * names the part it needs.
 */
export interface ConfiguracaoDeps {
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  rateLimiter: RateLimiter;
  fileStore: FileStore;
}

/** Sending mail, with failures logged. */
type Correio = Pick<ConfiguracaoDeps, 'mailer' | 'log'>;

const u = schema.usuario;
const codigos = schema.codigoVerificacao;

/** The new address waiting for its code, while the code lives (null when none). */
export async function pendingEmail(
  db: Database,
  usuarioId: number,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .select({ emailNovo: codigos.emailNovo })
    .from(codigos)
    .where(and(eq(codigos.usuarioId, usuarioId), isNotNull(codigos.emailNovo), gt(codigos.expiraEm, now)));
  return row?.emailNovo ?? null;
}

/** Whether another account already uses `email`. */
export async function emailTakenByOther(db: Database, email: string, usuarioId: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: u.id })
    .from(u)
    .where(and(eq(u.email, email), ne(u.id, usuarioId)))
    .limit(1);
  return taken !== undefined;
}

/**
 * The mails of a requested e-mail change (by the user or by an administrator): the code to the new
 * address, a notice to the current one. A mail failure must not undo what was saved: it is logged,
 * and the user can ask for the code again.
 */
export async function sendEmailChangeMails(
  app: Correio,
  config: Config,
  user: { nome: string; email: string },
  emailNovo: string,
  codigo: string,
): Promise<void> {
  await sendMailLogged(app, {
    to: emailNovo,
    ...newEmailCodeEmail(config, { nome: user.nome, codigo, ttlMinutes: EMAIL_CODE_TTL_MINUTES }),
  });
  await sendMailLogged(app, {
    to: user.email,
    ...emailChangeRequestedEmail(config, { nome: user.nome, novoEmail: emailNovo }),
  });
}

async function sendMailLogged(app: Correio, mail: Mail) {
  try {
    await app.mailer.send(mail);
  } catch (err) {
    app.log.error({ err, subject: mail.subject }, 'falha ao enviar e-mail');
  }
}

/*
 * The settings screen: personal data, e-mail change, password change and account deletion, always of
 * the caller (`usuarioId` is the signed-in user's).
 */

/** The caller's row. A token that outlived its account is a dead session, not a missing record. */
async function loadSelf(db: Database, id: number) {
  const [user] = await db.select().from(u).where(eq(u.id, id)).limit(1);
  if (!user) throw sessaoInvalida();
  return user;
}

/** A new code for `emailNovo`, to the new address; the current address is told of the request. */
async function sendChangeCode(
  db: Database,
  deps: Correio & Pick<ConfiguracaoDeps, 'config'>,
  user: { id: number; nome: string; email: string },
  emailNovo: string,
) {
  const codigo = await storeVerificationCode(db, deps.config.jwtSecret, user.id, emailNovo);
  await sendEmailChangeMails(deps, deps.config, user, emailNovo, codigo);
}

/** Every request e-mails an address of the caller's choice: counted per address and per account. */
async function limitarTrocaDeEmail(limiter: RateLimiter, usuarioId: number, ip: string) {
  await limiter.hitAddress('trocaemail', ip);
  const attempts = limiter.account('trocaemail', String(usuarioId), ip);
  await attempts.check();
  await attempts.fail();
}

export async function getDadosPessoais(db: Database, usuarioId: number): Promise<DadosPessoais> {
  return presentDadosPessoais(await loadSelf(db, usuarioId), await pendingEmail(db, usuarioId));
}

/**
 * Name and cell phone change at once. A new e-mail only waits for the code sent to it: until it
 * is confirmed (ConfirmarEmail) the account, and login, keep the current one. The tax id
 * identifies the account: it may be sent back unchanged, never changed.
 */
export async function updateDadosPessoais(
  db: Database,
  deps: Pick<ConfiguracaoDeps, 'config' | 'mailer' | 'log' | 'rateLimiter'>,
  usuarioId: number,
  input: z.output<typeof dadosPessoaisBody>,
  ip: string,
): Promise<{ data: DadosPessoais; emailPending: boolean }> {
  const user = await loadSelf(db, usuarioId);
  const sentCpf = onlyDigits(input.cpf ?? '');
  const sentCnpj = onlyDigits(input.cnpj ?? '');
  if (sentCpf && sentCpf !== (user.cpf ?? ''))
    throw badRequest(MESSAGES.cpfLocked, { cpf: MESSAGES.cpfLocked });
  if (sentCnpj && sentCnpj !== (user.cnpj ?? ''))
    throw badRequest(MESSAGES.cnpjLocked, { cnpj: MESSAGES.cnpjLocked });

  const emailChanged = input.email !== user.email;
  if (emailChanged) {
    if (await emailTakenByOther(db, input.email, usuarioId))
      throw conflict(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
    await limitarTrocaDeEmail(deps.rateLimiter, usuarioId, ip);
  }
  const [updated] = await db
    .update(u)
    .set({ nome: input.nome, celular: input.celular, atualizadoEm: new Date() })
    .where(eq(u.id, usuarioId))
    .returning();
  if (!updated) throw sessaoInvalida();
  if (emailChanged) await sendChangeCode(db, deps, updated, input.email);
  return {
    data: presentDadosPessoais(updated, await pendingEmail(db, usuarioId)),
    emailPending: emailChanged,
  };
}

/** POST Configuracao/EnviarCodigoEmail: a new code for the pending e-mail change. */
export async function resendChangeCode(
  db: Database,
  deps: Pick<ConfiguracaoDeps, 'config' | 'mailer' | 'log' | 'rateLimiter'>,
  usuarioId: number,
  ip: string,
): Promise<void> {
  const user = await loadSelf(db, usuarioId);
  const emailNovo = await pendingEmail(db, usuarioId);
  if (!emailNovo) throw badRequest(MESSAGES.noPendingEmail, undefined, 'no_pending_email');
  await limitarTrocaDeEmail(deps.rateLimiter, usuarioId, ip);
  await sendChangeCode(db, deps, user, emailNovo);
}

/** POST Configuracao/ConfirmarEmail: the code of the new address makes it the account's e-mail. */
export async function confirmEmailChange(
  db: Database,
  deps: Pick<ConfiguracaoDeps, 'config' | 'mailer' | 'log'>,
  usuarioId: number,
  codigo: string,
): Promise<DadosPessoais> {
  const { config } = deps;
  const invalid = () => badRequest(MESSAGES.codeInvalid, { codigo: MESSAGES.codeInvalid }, 'invalid_code');
  const exhausted = () =>
    badRequest(MESSAGES.codeAttempts, { codigo: MESSAGES.codeAttempts }, 'code_attempts_exceeded');
  const user = await loadSelf(db, usuarioId);
  // Every try is counted before the comparison, atomically: parallel guesses cannot exceed the limit.
  const [code] = await db
    .update(codigos)
    .set({ tentativas: sql`${codigos.tentativas} + 1` })
    .where(
      and(
        eq(codigos.usuarioId, usuarioId),
        isNotNull(codigos.emailNovo),
        lt(codigos.tentativas, EMAIL_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning();
  if (!code?.emailNovo) {
    const [dead] = await db
      .select({ id: codigos.usuarioId })
      .from(codigos)
      .where(and(eq(codigos.usuarioId, usuarioId), isNotNull(codigos.emailNovo)));
    if (dead) throw exhausted();
    throw badRequest(MESSAGES.noPendingEmail, { codigo: MESSAGES.noPendingEmail }, 'no_pending_email');
  }
  if (code.expiraEm.getTime() <= Date.now())
    throw badRequest(MESSAGES.codeExpired, { codigo: MESSAGES.codeExpired }, 'expired_code');
  if (!sameDigest(code.codigoHash, hashVerificationCode(config.jwtSecret, usuarioId, codigo)))
    throw code.tentativas >= EMAIL_CODE_MAX_ATTEMPTS ? exhausted() : invalid();
  const emailNovo = code.emailNovo;
  let updated: typeof u.$inferSelect | undefined;
  try {
    updated = await db.transaction(async (tx) => {
      await tx.delete(codigos).where(eq(codigos.usuarioId, usuarioId));
      const [row] = await tx
        .update(u)
        .set({ email: emailNovo, atualizadoEm: new Date() })
        .where(eq(u.id, usuarioId))
        .returning();
      return row;
    });
  } catch (err) {
    // Another account took the address while the code was on its way.
    if (uniqueViolation(err) !== null) throw conflict(MESSAGES.emailTaken, { codigo: MESSAGES.emailTaken });
    throw err;
  }
  if (!updated) throw sessaoInvalida();
  await sendMailLogged(deps, {
    to: user.email,
    ...emailChangedEmail(config, { nome: updated.nome, novoEmail: emailNovo }),
  });
  return presentDadosPessoais(updated, null);
}

/** Ends every other session (another device may hold the old password); the caller's stays. */
export async function changePassword(
  db: Database,
  limiter: RateLimiter,
  caller: AuthUser,
  input: z.output<typeof alterarSenhaBody>,
  ip: string,
): Promise<void> {
  // Per account AND address: a stolen session guessing from elsewhere does not lock the owner out.
  const attempts = limiter.account('alterarsenha', String(caller.id), ip);
  await attempts.check();
  const user = await loadSelf(db, caller.id);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await attempts.fail();
    throw badRequest(MESSAGES.wrongOldPassword, { password: MESSAGES.wrongOldPassword });
  }
  const passwordHash = await hashPassword(input.newpassword);
  await db.transaction(async (tx) => {
    await tx.update(u).set({ passwordHash, atualizadoEm: new Date() }).where(eq(u.id, caller.id));
    await revokeUserTokens(tx, caller.id, caller.familia);
  });
  await attempts.succeed();
}

/**
 * Deletes the account; units, questionnaires and tokens go with it (cascade), then the files.
 * The spec sends no body; an e-mail, when sent (the typed confirmation), must be the account's.
 */
export async function deleteAccount(
  db: Database,
  deps: Pick<ConfiguracaoDeps, 'fileStore' | 'log'>,
  usuarioId: number,
  email: string | undefined,
): Promise<void> {
  const user = await loadSelf(db, usuarioId);
  if (email !== undefined && email !== user.email) {
    throw badRequest(MESSAGES.deleteEmailMismatch, { email: MESSAGES.deleteEmailMismatch });
  }
  if (user.role === 'administrador') {
    const [admins] = await db.select({ total: count() }).from(u).where(eq(u.role, 'administrador'));
    if ((admins?.total ?? 0) <= 1) throw badRequest(MESSAGES.lastAdmin);
  }
  // An event: what is derived from the account's units (the statistics) goes in the same transaction.
  await comEvento(db, { tipo: 'conta.excluida', usuarioId }, (tx) => tx.delete(u).where(eq(u.id, usuarioId)));
  const prefix = `usuarios/${usuarioId}`;
  try {
    await deps.fileStore.deletePrefix(prefix);
  } catch (err) {
    // The account is gone either way; leftover files are found by the prefix in the log.
    deps.log.error({ err, prefix }, 'falha ao apagar os arquivos da conta excluída');
  }
}
