import { type alterarSenhaBody, type DadosPessoais, type dadosPessoaisBody, onlyDigits } from '@guia/shared';
import { and, count, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { schema } from '../../db/client.ts';
import { AppError, badRequest, conflict, tooManyRequests } from '../../errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { emailChangedEmail } from '../auth/emails.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { revokeUserTokens } from '../auth/tokens.ts';
import { uniqueViolation } from '../auth/unique-violation.ts';
import { presentDadosPessoais } from './configuracao.presenter.ts';

export const MESSAGES = {
  dataSaved: 'Dados alterados com sucesso',
  passwordSaved: 'Alterações efetuadas com sucesso!',
  wrongOldPassword: 'Sua senha antiga está incorreta',
  emailTaken: 'Este e-mail já está cadastrado',
  cpfLocked: 'O CPF não pode ser alterado.',
  cnpjLocked: 'O CNPJ não pode ser alterado.',
  deleteEmailMismatch: 'O e-mail preenchido não corresponde ao da conta.',
  deleted: 'Conta deletada com sucesso',
  lastAdmin: 'Esta é a única conta de administrador e não pode ser excluída.',
  tooMany: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  sessionInvalid: 'Sessão inválida. Faça login novamente.',
} as const;

const u = schema.usuario;

/** The settings screen: personal data, password change and account deletion, always of the caller. */
export function createConfiguracaoService(app: FastifyInstance, config: Config) {
  const db = app.db;

  /** The caller's row. A token that outlived its account is a dead session, not a missing record. */
  async function loadSelf(id: number) {
    const [user] = await db.select().from(u).where(eq(u.id, id)).limit(1);
    if (!user) throw new AppError(401, MESSAGES.sessionInvalid, 'invalid_token');
    return user;
  }

  return {
    async getDadosPessoais(usuarioId: number): Promise<DadosPessoais> {
      return presentDadosPessoais(await loadSelf(usuarioId));
    },

    /** The tax id identifies the account: it may be sent back unchanged, never changed. */
    async updateDadosPessoais(
      usuarioId: number,
      input: z.output<typeof dadosPessoaisBody>,
    ): Promise<DadosPessoais> {
      const user = await loadSelf(usuarioId);
      const sentCpf = onlyDigits(input.cpf ?? '');
      const sentCnpj = onlyDigits(input.cnpj ?? '');
      if (sentCpf && sentCpf !== (user.cpf ?? ''))
        throw badRequest(MESSAGES.cpfLocked, { cpf: MESSAGES.cpfLocked });
      if (sentCnpj && sentCnpj !== (user.cnpj ?? ''))
        throw badRequest(MESSAGES.cnpjLocked, { cnpj: MESSAGES.cnpjLocked });

      const emailChanged = input.email !== user.email;
      if (emailChanged) {
        const [taken] = await db
          .select({ id: u.id })
          .from(u)
          .where(and(eq(u.email, input.email), ne(u.id, usuarioId)))
          .limit(1);
        if (taken) throw conflict(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
      }
      let updated: typeof u.$inferSelect | undefined;
      try {
        [updated] = await db
          .update(u)
          .set({ nome: input.nome, email: input.email, celular: input.celular, atualizadoEm: new Date() })
          .where(eq(u.id, usuarioId))
          .returning();
      } catch (err) {
        if (uniqueViolation(err) !== null)
          throw conflict(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
        throw err;
      }
      if (!updated) throw new AppError(401, MESSAGES.sessionInvalid, 'invalid_token');
      if (emailChanged) {
        try {
          await app.mailer.send({
            to: user.email,
            ...emailChangedEmail(config, { nome: updated.nome, novoEmail: updated.email }),
          });
        } catch (err) {
          app.log.error({ err }, 'falha ao avisar a troca de e-mail');
        }
      }
      return presentDadosPessoais(updated);
    },

    /** Ends every other session (another device may hold the old password); the caller's stays. */
    async changePassword(caller: AuthUser, input: z.output<typeof alterarSenhaBody>): Promise<void> {
      const limiter = app.rateLimiter;
      const key = `acct:alterarsenha:${caller.id}`;
      if ((await limiter.count(key)) >= limiter.config.perAccount) throw tooManyRequests(MESSAGES.tooMany);
      const user = await loadSelf(caller.id);
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        await limiter.hit(key, limiter.config.perAccount, MESSAGES.tooMany);
        throw badRequest(MESSAGES.wrongOldPassword, { password: MESSAGES.wrongOldPassword });
      }
      const passwordHash = await hashPassword(input.newpassword);
      await db.transaction(async (tx) => {
        await tx.update(u).set({ passwordHash, atualizadoEm: new Date() }).where(eq(u.id, caller.id));
        await revokeUserTokens(tx, caller.id, caller.familia);
      });
      await limiter.reset(key);
    },

    /** Deletes the account; units, questionnaires and tokens go with it (cascade), then the files. */
    async deleteAccount(usuarioId: number, email: string): Promise<void> {
      const user = await loadSelf(usuarioId);
      if (email !== user.email) {
        throw badRequest(MESSAGES.deleteEmailMismatch, { email: MESSAGES.deleteEmailMismatch });
      }
      if (user.role === 'administrador') {
        const [admins] = await db.select({ total: count() }).from(u).where(eq(u.role, 'administrador'));
        if ((admins?.total ?? 0) <= 1) throw badRequest(MESSAGES.lastAdmin);
      }
      await db.delete(u).where(eq(u.id, usuarioId));
      try {
        await app.fileStore.deletePrefix(`usuarios/${usuarioId}`);
      } catch (err) {
        // The account is gone either way; leftover files are found by the prefix in the log.
        app.log.error(
          { err, prefix: `usuarios/${usuarioId}` },
          'falha ao apagar os arquivos da conta excluída',
        );
      }
    },
  };
}
