import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import type { Mail } from '../../plugins/mailer.ts';
import { TAREFA_LIMPEZA } from '../../plugins/rate-limit.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { abrirApp, credentials, PER_IP, post } from './auth.rate-limit.test-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await abrirApp();
});
beforeEach(async () => {
  await t.reset();
});
afterAll(async () => {
  await t.close();
});

describe('answer time does not tell whether an account exists', () => {
  /** Holds every e-mail until released, noting who it was for. */
  function holdMail() {
    const original = t.app.mailer.send;
    const sent: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    t.app.mailer.send = async (mail: Mail) => {
      await gate;
      sent.push(mail.to);
    };
    return {
      sent,
      release: () => release(),
      restore: () => {
        release();
        t.app.mailer.send = original;
      },
    };
  }

  for (const [url, verified] of [
    ['RecuperarSenha', true],
    ['EnviarCodigo', false],
  ] as const) {
    // Were the e-mail sent before answering, the held e-mail would keep the answer from coming
    // (and the test would end at its time limit).
    it(`POST ${url} answers while the e-mail is still held, and e-mails after the answer`, {
      timeout: 10_000,
    }, async () => {
      const user = await createUser(t, { verified });
      const mail = holdMail();
      try {
        const res = await post(t, url, { email: user.email });
        expect(res.statusCode).toBe(200);
        expect(mail.sent).toEqual([]);
        mail.release();
        await t.app.afterResponseIdle();
        expect(mail.sent).toEqual([user.email]);
      } finally {
        mail.restore();
      }
    });
  }
});

describe('expired counters', () => {
  it('are deleted by the purge; live ones stay', async () => {
    await t.db.insert(schema.rateLimit).values([
      { chave: 'ip:login:velho', contagem: 3, janelaFim: new Date(Date.now() - 60_000) },
      { chave: 'ip:login:vivo', contagem: 3, janelaFim: new Date(Date.now() + 60_000) },
    ]);
    expect(await t.app.rateLimiter.purgeExpired()).toBe(1);
    const left = await t.db.select({ chave: schema.rateLimit.chave }).from(schema.rateLimit);
    expect(left).toEqual([{ chave: 'ip:login:vivo' }]);
  });

  it('are deleted by the scheduler job of every instance', async () => {
    await t.db.insert(schema.rateLimit).values([
      { chave: 'ip:login:velho', contagem: 3, janelaFim: new Date(Date.now() - 60_000) },
      { chave: 'ip:login:vivo2', contagem: 3, janelaFim: new Date(Date.now() + 60_000) },
    ]);
    await t.app.scheduler.run(TAREFA_LIMPEZA);
    const left = await t.db.select({ chave: schema.rateLimit.chave }).from(schema.rateLimit);
    expect(left.map((l) => l.chave)).not.toContain('ip:login:velho');
    expect(left.map((l) => l.chave)).toContain('ip:login:vivo2');
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({ RATE_LIMIT_PER_IP: PER_IP, TRUST_PROXY: 1 });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it('counts on the client address the proxy forwards', async () => {
    const user = await createUser(proxied);
    const viaProxy = (client: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/Login',
        payload: credentials(user.email, user.password),
        remoteAddress: '10.9.9.9',
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < PER_IP; i++) expect((await viaProxy('203.0.113.1')).statusCode).toBe(200);
    expect((await viaProxy('203.0.113.1')).statusCode).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await viaProxy('203.0.113.2')).statusCode).toBe(200);
  });
});
