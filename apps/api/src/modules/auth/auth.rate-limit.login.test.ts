import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import {
  abrirApp,
  CEILING,
  credentials,
  expireWindows,
  freshIp,
  PER_ACCOUNT,
  PER_IP,
  post,
  TOO_MANY,
} from './auth.rate-limit.test-helpers.ts';
import { mailsTo } from './auth.test-helpers.ts';

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

describe('POST /api/Login', () => {
  it("a stranger's failures from one address do not lock the owner out from another", async () => {
    const user = await createUser(t);
    const stranger = freshIp();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await post(t, 'Login', credentials(user.email, 'errada-123'), stranger)).statusCode).toBe(401);
    }
    const blocked = await post(t, 'Login', credentials(user.email, 'errada-123'), stranger);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect((await post(t, 'Login', credentials(user.email, user.password), freshIp())).statusCode).toBe(200);
  });

  it('refuses even the right password from an address that kept failing, by e-mail or CPF', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await post(t, 'Login', credentials(user.email, 'errada-123'), ip)).statusCode).toBe(401);
    }
    expect((await post(t, 'Login', credentials(user.email, user.password), ip)).statusCode).toBe(429);
    // The same account reached by its CPF shares the counter.
    const byCpf = await post(t, 'Login', { alternativa: 'CPF', cpf: user.cpf, password: user.password }, ip);
    expect(byCpf.statusCode).toBe(429);
  });

  it("starts the address's count over after a successful login", async () => {
    const user = await createUser(t);
    const ip = freshIp();
    for (let i = 0; i < PER_ACCOUNT - 1; i++) {
      expect((await post(t, 'Login', credentials(user.email, 'errada-123'), ip)).statusCode).toBe(401);
    }
    expect((await post(t, 'Login', credentials(user.email, user.password), ip)).statusCode).toBe(200);
    // Without the fresh start the last of these would be refused.
    for (let i = 0; i < PER_ACCOUNT - 1; i++) {
      expect((await post(t, 'Login', credentials(user.email, 'errada-123'), ip)).statusCode).toBe(401);
    }
  });

  it('limits guesses on an identifier that has no account the same way', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect(
        (await post(t, 'Login', credentials('ninguem@exemplo.com.br', 'errada-123'), ip)).statusCode,
      ).toBe(401);
    }
    expect((await post(t, 'Login', credentials('ninguem@exemplo.com.br', 'errada-123'), ip)).statusCode).toBe(
      429,
    );
  });

  it('lets the address in again once the window has passed', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    for (let i = 0; i < PER_ACCOUNT; i++) await post(t, 'Login', credentials(user.email, 'errada-123'), ip);
    expect((await post(t, 'Login', credentials(user.email, user.password), ip)).statusCode).toBe(429);
    await expireWindows(t, '');
    expect((await post(t, 'Login', credentials(user.email, user.password), ip)).statusCode).toBe(200);
  });
});

describe('POST /api/Login', () => {
  it('above the ceiling, the owner is never refused: his password gets a code by e-mail, password + code opens (issue 14)', async () => {
    const user = await createUser(t);
    // A swarm of addresses, each below its own limit, pushes the account over its ceiling...
    for (let i = 0; i < CEILING; i++) {
      expect((await post(t, 'Login', credentials(user.email, 'errada-123'))).statusCode).toBe(401);
    }
    // ...and keeps polling while the owner tries to get in: he is never answered 429.
    for (let round = 0; round < 3; round++) {
      await post(t, 'Login', credentials(user.email, 'errada-123'));
      const owner = await post(t, 'Login', credentials(user.email, user.password));
      expect(owner.statusCode).toBe(401);
      expect(owner.json()).toEqual({
        error: expect.stringMatching(/enviamos um código para o e-mail da conta/),
        clientMessage: expect.stringMatching(/enviamos um código/),
        code: 'login_code_required',
      });
    }
    const [mail] = await mailsTo(t, user.email);
    expect(mail!.assunto).toBe('Guia: seu código de acesso');
    const codigo = mail!.texto.match(/código de acesso é: (\d{6})/)![1]!;
    await post(t, 'Login', credentials(user.email, 'errada-123'));
    const res = await post(t, 'Login', { ...credentials(user.email, user.password), codigo });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(user.email);
    // The code is spent.
    expect((await post(t, 'Login', { ...credentials(user.email, user.password), codigo })).statusCode).toBe(
      401,
    );
  });

  it('above the ceiling, the answer never tells whether the password was right', async () => {
    const user = await createUser(t);
    for (let i = 0; i < CEILING; i++) await post(t, 'Login', credentials(user.email, 'errada-123'));
    const wrong = await post(t, 'Login', credentials(user.email, 'errada-123'));
    expect(await mailsTo(t, user.email)).toHaveLength(0);
    const right = await post(t, 'Login', credentials(user.email, user.password));
    expect(right.statusCode).toBe(wrong.statusCode);
    expect(right.json()).toEqual(wrong.json());
    const [mail] = await mailsTo(t, user.email);
    const codigo = mail!.texto.match(/código de acesso é: (\d{6})/)![1]!;
    const other = codigo === '000000' ? '111111' : '000000';
    // The right code with a wrong password, and the right password with a wrong code: the same answer.
    const wrongPassword = await post(t, 'Login', { ...credentials(user.email, 'errada-123'), codigo });
    const wrongCode = await post(t, 'Login', { ...credentials(user.email, user.password), codigo: other });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(wrongCode.json());
    expect(wrongCode.json()).toMatchObject({
      code: 'login_code_required',
      fields: { codigo: expect.any(String) },
    });
    // An unknown account over its own ceiling answers the same too.
    for (let i = 0; i < CEILING; i++)
      await post(t, 'Login', credentials('ninguem@exemplo.com.br', 'x-123456'));
    const unknown = await post(t, 'Login', credentials('ninguem@exemplo.com.br', 'x-123456'));
    expect(unknown.json()).toEqual(wrong.json());
    expect((await post(t, 'Login', { ...credentials(user.email, user.password), codigo })).statusCode).toBe(
      200,
    );
  });

  it('counts every attempt per address, successful ones included; other addresses are not affected', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    for (let i = 0; i < PER_IP; i++) {
      expect((await post(t, 'Login', credentials(user.email, user.password), ip)).statusCode).toBe(200);
    }
    const blocked = await post(t, 'Login', credentials(user.email, user.password), ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect((await post(t, 'Login', credentials(user.email, user.password))).statusCode).toBe(200);
  });

  it('counts the whole IPv6 /64 of a client as one address', async () => {
    const user = await createUser(t);
    for (let i = 0; i < PER_IP; i++) {
      const ip = `2001:db8:7:7::${(i + 1).toString(16)}`;
      expect((await post(t, 'Login', credentials(user.email, user.password), ip)).statusCode).toBe(200);
    }
    expect(
      (await post(t, 'Login', credentials(user.email, user.password), '2001:db8:7:7::ff')).statusCode,
    ).toBe(429);
  });

  it('ignores a spoofed X-Forwarded-For: the limit holds on the socket address', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    for (let i = 0; i < PER_IP; i++) {
      const headers = { 'x-forwarded-for': `203.0.113.${i + 1}` };
      expect((await post(t, 'Login', credentials(user.email, user.password), ip, headers)).statusCode).toBe(
        200,
      );
    }
    const res = await post(t, 'Login', credentials(user.email, user.password), ip, {
      'x-forwarded-for': '203.0.113.99',
    });
    expect(res.statusCode).toBe(429);
  });

  it('does not limit refresh-token exchanges by address (a random 256-bit token cannot be guessed)', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    let refreshToken = '';
    for (let i = 0; i < PER_IP; i++) {
      refreshToken = (await post(t, 'Login', credentials(user.email, user.password), ip)).json().data
        .refreshToken;
    }
    expect((await post(t, 'Login', credentials(user.email, user.password), ip)).statusCode).toBe(429);
    const res = await post(t, 'Login', { grant_type: 'refresh_token', refresh_token: refreshToken }, ip);
    expect(res.statusCode).toBe(200);
  });
});
