import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../db/client.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser } from '../test/factories.ts';

const CAP = 4;
let t: TestApp;

beforeAll(async () => {
  // Address and account limits out of the way: only the per-recipient cap is under test.
  t = await buildTestApp({
    MAIL_PER_RECIPIENT_PER_HOUR: CAP,
    RATE_LIMIT_PER_IP: 1000,
    RATE_LIMIT_PER_ACCOUNT: 1000,
    RATE_LIMIT_ACCOUNT_CEILING: 1000,
  });
});
beforeEach(async () => {
  await t.reset();
});
afterAll(async () => {
  await t.close();
});

async function mailsTo(email: string) {
  await t.app.afterResponseIdle();
  return t.db
    .select()
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.para, email))
    .orderBy(desc(schema.emailOutbox.id));
}

describe('e-mails per recipient (issue 14)', () => {
  it('101 password-reset requests from 14 addresses deliver only the cap, with the usual answer every time', async () => {
    const user = await createUser(t);
    const answers = new Set<string>();
    for (let i = 0; i < 101; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/RecuperarSenha',
        payload: { email: user.email },
        remoteAddress: `10.9.0.${(i % 14) + 1}`,
      });
      expect(res.statusCode).toBe(200);
      answers.add(res.body);
    }
    expect(answers.size).toBe(1);
    expect(await mailsTo(user.email)).toHaveLength(CAP);
  });

  it('counts every kind together (codes, notices, reset links), per mailbox whatever its case', async () => {
    const user = await createUser(t, { email: 'dono@exemplo.com.br' });
    const other = await createUser(t);
    const calls = [
      ['EnviarCodigo', { email: user.email }],
      ['RecuperarSenha', { email: 'DONO@exemplo.com.br' }],
      ['EnviarCodigo', { email: user.email }],
      ['RecuperarSenha', { email: user.email }],
      ['EnviarCodigo', { email: user.email }],
      ['RecuperarSenha', { email: user.email }],
    ] as const;
    for (const [url, payload] of calls) {
      expect((await t.app.inject({ method: 'POST', url: `/api/${url}`, payload })).statusCode).toBe(200);
    }
    const delivered = await mailsTo(user.email);
    expect(delivered).toHaveLength(CAP);
    expect(new Set(delivered.map((m) => m.assunto)).size).toBe(2);
    // Another mailbox is not affected.
    await t.app.inject({ method: 'POST', url: '/api/RecuperarSenha', payload: { email: other.email } });
    expect(await mailsTo(other.email)).toHaveLength(1);
  });

  it('starts again once the hour is over', async () => {
    const user = await createUser(t);
    for (let i = 0; i <= CAP; i++)
      await t.app.mailer.send({ to: user.email, subject: 's', text: 't', html: 'h' });
    expect(await mailsTo(user.email)).toHaveLength(CAP);
    await t.db.update(schema.rateLimit).set({ janelaFim: new Date(Date.now() - 1000) });
    await t.app.mailer.send({ to: user.email, subject: 's', text: 't', html: 'h' });
    expect(await mailsTo(user.email)).toHaveLength(CAP + 1);
  });
});
