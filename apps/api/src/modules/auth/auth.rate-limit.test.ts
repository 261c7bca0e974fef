import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';

// Small limits so the brute-force protection is reached in a few calls.
const PER_ACCOUNT = 3;
const PER_IP = 5;
const TOO_MANY = {
  error: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  clientMessage: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  code: 'too_many_requests',
};

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_ACCOUNT: PER_ACCOUNT, RATE_LIMIT_PER_IP: PER_IP });
});
beforeEach(async () => {
  await t.reset();
});
afterAll(async () => {
  await t.close();
});

let ipSeq = 0;
/** A new client address, so per-IP counters do not interfere with per-account ones. */
const freshIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

function post(url: string, payload: object, ip = freshIp()) {
  return t.app.inject({ method: 'POST', url: `/api/${url}`, payload, remoteAddress: ip });
}

const credentials = (email: string, password: string) => ({ alternativa: 'EMAIL', email, password });

describe('POST /api/Login', () => {
  it('counts failures per account and then refuses even the right password, from any address', async () => {
    const user = await createUser(t);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await post('Login', credentials(user.email, 'errada-123'))).statusCode).toBe(401);
    }
    const blocked = await post('Login', credentials(user.email, user.password));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    // The same account reached by its CPF shares the counter.
    const byCpf = await post('Login', { alternativa: 'CPF', cpf: user.cpf, password: user.password });
    expect(byCpf.statusCode).toBe(429);
  });

  it('starts the account count over after a successful login', async () => {
    const user = await createUser(t);
    for (let i = 0; i < PER_ACCOUNT - 1; i++) {
      expect((await post('Login', credentials(user.email, 'errada-123'))).statusCode).toBe(401);
    }
    expect((await post('Login', credentials(user.email, user.password))).statusCode).toBe(200);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await post('Login', credentials(user.email, 'errada-123'))).statusCode).toBe(401);
    }
    expect((await post('Login', credentials(user.email, user.password))).statusCode).toBe(429);
  });

  it('limits guesses on an identifier that has no account the same way', async () => {
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await post('Login', credentials('ninguem@exemplo.com.br', 'errada-123'))).statusCode).toBe(401);
    }
    expect((await post('Login', credentials('ninguem@exemplo.com.br', 'errada-123'))).statusCode).toBe(429);
  });

  it('lets the account in again once the window has passed', async () => {
    const user = await createUser(t);
    for (let i = 0; i < PER_ACCOUNT; i++) await post('Login', credentials(user.email, 'errada-123'));
    expect((await post('Login', credentials(user.email, user.password))).statusCode).toBe(429);
    await t.db.update(schema.rateLimit).set({ janelaFim: new Date(Date.now() - 1000) });
    expect((await post('Login', credentials(user.email, user.password))).statusCode).toBe(200);
  });

  it('counts every attempt per address, successful ones included; other addresses are not affected', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    for (let i = 0; i < PER_IP; i++) {
      expect((await post('Login', credentials(user.email, user.password), ip)).statusCode).toBe(200);
    }
    const blocked = await post('Login', credentials(user.email, user.password), ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect((await post('Login', credentials(user.email, user.password))).statusCode).toBe(200);
  });

  it('does not limit refresh-token exchanges by address (a random 256-bit token cannot be guessed)', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    let refreshToken = '';
    for (let i = 0; i < PER_IP; i++) {
      refreshToken = (await post('Login', credentials(user.email, user.password), ip)).json().data
        .refreshToken;
    }
    expect((await post('Login', credentials(user.email, user.password), ip)).statusCode).toBe(429);
    const res = await post('Login', { grant_type: 'refresh_token', refresh_token: refreshToken }, ip);
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/EnviarCodigo', () => {
  it('limits per account', async () => {
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await post('EnviarCodigo', { email: 'maria@exemplo.com.br' })).statusCode).toBe(200);
    }
    const res = await post('EnviarCodigo', { email: 'MARIA@exemplo.com.br' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
  });

  it('limits per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_IP; i++) {
      expect((await post('EnviarCodigo', { email: `pessoa${i}@exemplo.com.br` }, ip)).statusCode).toBe(200);
    }
    expect((await post('EnviarCodigo', { email: 'outra@exemplo.com.br' }, ip)).statusCode).toBe(429);
  });
});

describe('POST /api/ValidarEmail', () => {
  it('limits per account, even before the code itself is exhausted', async () => {
    const user = await createUser(t, { verified: false });
    expect((await post('EnviarCodigo', { email: user.email })).statusCode).toBe(200);
    const [mail] = await t.db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.para, user.email))
      .orderBy(desc(schema.emailOutbox.id));
    const codigo = mail!.texto.match(/é: (\d{6})/)![1]!;
    const wrong = codigo === '000000' ? '111111' : '000000';
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await post('ValidarEmail', { email: user.email, codigo: wrong })).statusCode).toBe(400);
    }
    const res = await post('ValidarEmail', { email: user.email, codigo });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
  });

  it('limits per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_IP; i++) {
      const res = await post('ValidarEmail', { email: `pessoa${i}@exemplo.com.br`, codigo: '123456' }, ip);
      expect(res.statusCode).toBe(400);
    }
    const res = await post('ValidarEmail', { email: 'outra@exemplo.com.br', codigo: '123456' }, ip);
    expect(res.statusCode).toBe(429);
  });
});

describe('POST /api/RecuperarSenha', () => {
  it('limits per account', async () => {
    const user = await createUser(t);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await post('RecuperarSenha', { email: user.email })).statusCode).toBe(200);
    }
    expect((await post('RecuperarSenha', { email: user.email })).statusCode).toBe(429);
    const mails = await t.db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.para, user.email));
    expect(mails).toHaveLength(PER_ACCOUNT);
  });

  it('limits per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_IP; i++) {
      expect((await post('RecuperarSenha', { email: `pessoa${i}@exemplo.com.br` }, ip)).statusCode).toBe(200);
    }
    const res = await post('RecuperarSenha', { email: 'outra@exemplo.com.br' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
  });
});
