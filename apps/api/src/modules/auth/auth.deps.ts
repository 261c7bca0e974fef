import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Mail, Mailer } from '../../plugins/mailer.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';

/** What the account rules use besides the database: the app's plugins and settings, passed in. */
export interface AuthDeps {
  config: Config;
  limiter: RateLimiter;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The app's injectable clock. */
  now: () => Date;
  signAccessToken: FastifyInstance['signAccessToken'];
  accessTokenFamily: FastifyInstance['accessTokenFamily'];
}

/** The dependencies of the account rules, from the app (once, when the routes are registered). */
export function authDeps(app: FastifyInstance, config: Config): AuthDeps {
  return {
    config,
    limiter: app.rateLimiter,
    mailer: app.mailer,
    log: app.log,
    now: app.now,
    signAccessToken: app.signAccessToken,
    accessTokenFamily: app.accessTokenFamily,
  };
}

/** Work run after the answer is sent (see plugins/after-response.ts). */
export type Defer = (task: () => Promise<void>) => void;

/** For calls that send e-mail or check a code: every call counts, per account and address. */
export async function countCall(deps: AuthDeps, route: string, account: string, ip: string): Promise<void> {
  await deps.limiter.hitAddress(route, ip);
  const attempts = deps.limiter.account(route, account, ip);
  await attempts.check();
  await attempts.fail();
}

/** A mail failure must not undo what was saved: it is logged, and the user can ask again. */
export async function sendMail(deps: AuthDeps, mail: Mail): Promise<void> {
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    deps.log.error({ err, subject: mail.subject }, 'falha ao enviar e-mail');
  }
}
