import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { type Database, schema } from '../../db/client.ts';
import { currentTermsVersion } from './auth.service.ts';
import { hashPassword } from './passwords.ts';
import { revokeUserTokens } from './tokens.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@guia.local';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * At start: when there is no administrator, creates one from ADMIN_EMAIL / ADMIN_PASSWORD. Without
 * ADMIN_PASSWORD a random password is generated and printed once in the log. An account that already
 * uses that e-mail becomes the administrator with that password (it may be an unconfirmed squatter,
 * so it never keeps its own password). Does nothing once any administrator exists.
 */
export async function ensureAdministrator(
  db: Database,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
  log: Log,
): Promise<{ created: boolean; email?: string }> {
  const u = schema.usuario;
  const [admin] = await db.select({ id: u.id }).from(u).where(eq(u.role, 'administrador')).limit(1);
  if (admin) return { created: false };

  const email = (config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const generated = config.ADMIN_PASSWORD === undefined;
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const aceiteVersao = await currentTermsVersion(db);
  const now = new Date();
  const adminFields = {
    passwordHash,
    role: 'administrador',
    emailVerificadoEm: now,
    aceiteVersao,
    aceiteEm: now,
    atualizadoEm: now,
  };

  const outcome = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: u.id }).from(u).where(eq(u.email, email)).limit(1).for('update');
    if (existing) {
      await tx.update(u).set(adminFields).where(eq(u.id, existing.id));
      await revokeUserTokens(tx, existing.id);
      return 'promoted' as const;
    }
    // Several instances may start together: only one insert wins, the others leave it alone.
    const inserted = await tx
      .insert(u)
      .values({ nome: 'Administrador', email, celular: '00000000000', selecao: 'cpf', ...adminFields })
      .onConflictDoNothing()
      .returning({ id: u.id });
    return inserted.length > 0 ? ('created' as const) : ('raced' as const);
  });
  if (outcome === 'raced') return { created: false };

  if (generated) {
    log.warn(
      { email, password },
      `Administrador ${outcome === 'created' ? 'criado' : 'definido'}: entre com ${email} e a senha ${password} ` +
        '(mostrada apenas agora; troque-a em Configurações ou defina ADMIN_PASSWORD).',
    );
  } else {
    log.info(
      { email },
      `Administrador ${outcome === 'created' ? 'criado' : 'definido'} com ADMIN_EMAIL/ADMIN_PASSWORD.`,
    );
  }
  return { created: true, email };
}
