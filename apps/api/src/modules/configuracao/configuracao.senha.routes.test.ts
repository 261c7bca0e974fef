import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { call, login, refresh } from './configuracao.test-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

describe('PUT /api/Configuracao/AlterarSenha', () => {
  it('changes the password and ends the other sessions, keeping the current one', async () => {
    const user = await createUser(t);
    const current = await login(t, user);
    const otherDevice = await login(t, user);

    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/Configuracao/AlterarSenha',
      headers: { authorization: `Bearer ${current.token}` },
      payload: { password: user.password, newpassword: 'nova-senha-9', confirmnewpassword: 'nova-senha-9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Alterações efetuadas com sucesso!');

    expect((await refresh(t, otherDevice.refreshToken)).statusCode).toBe(401);
    expect((await refresh(t, current.refreshToken)).statusCode).toBe(200);

    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/Login',
      payload: { alternativa: 'EMAIL', email: user.email, password: user.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    await login(t, user, 'nova-senha-9');
  });

  it("answers 'Sua senha antiga está incorreta' on the old-password field and keeps the password", async () => {
    const user = await createUser(t);
    const res = await call(t, 'PUT', 'AlterarSenha', user, {
      password: 'errada-123',
      newpassword: 'nova-senha-9',
      confirmnewpassword: 'nova-senha-9',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ password: 'Sua senha antiga está incorreta' });
    await login(t, user);
  });

  it('validates the new password and its confirmation', async () => {
    const user = await createUser(t);
    const short = await call(t, 'PUT', 'AlterarSenha', user, {
      password: user.password,
      newpassword: '1',
      confirmnewpassword: '1',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.newpassword).toMatch(/^A nova senha deve ter no mínimo \d+ caracteres$/);

    const mismatch = await call(t, 'PUT', 'AlterarSenha', user, {
      password: user.password,
      newpassword: 'nova-senha-9',
      confirmnewpassword: 'outra-senha-9',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toEqual({
      confirmnewpassword: 'A nova senha e sua confirmação devem ser identicas',
    });
    await login(t, user);
  });

  it('limits wrong old-password guesses with 429', async () => {
    const user = await createUser(t);
    const body = { password: 'errada-123', newpassword: 'nova-senha-9', confirmnewpassword: 'nova-senha-9' };
    let last = await call(t, 'PUT', 'AlterarSenha', user, body);
    for (let i = 0; i < 20 && last.statusCode !== 429; i++)
      last = await call(t, 'PUT', 'AlterarSenha', user, body);
    expect(last.statusCode).toBe(429);
    expect(last.json().error).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    // Even the right password is refused while the limit holds, from that address.
    const right = await call(t, 'PUT', 'AlterarSenha', user, { ...body, password: user.password });
    expect(right.statusCode).toBe(429);
    // Another address (the owner, while someone with a stolen session guesses) is not blocked.
    const owner = await t.app.inject({
      method: 'PUT',
      url: '/api/Configuracao/AlterarSenha',
      headers: user.auth,
      remoteAddress: '198.51.100.20',
      payload: { ...body, password: user.password },
    });
    expect(owner.statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await call(t, 'PUT', 'AlterarSenha', undefined, {
      password: 'a',
      newpassword: 'nova-senha-9',
      confirmnewpassword: 'nova-senha-9',
    });
    expect(res.statusCode).toBe(401);
  });
});
