import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  cadastro,
  EMAIL,
  lastResetToken,
  login,
  mailsTo,
  post,
  refresh,
  registerConfirmed,
  sha256,
} from './auth.test-helpers.ts';

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

describe('POST /api/RecuperarSenha', () => {
  it('e-mails a single-use link with the token stored only as its hash', async () => {
    await registerConfirmed(t);
    const res = await post(t, 'RecuperarSenha', { email: 'MARIA@exemplo.com.br' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, message: 'E-mail enviado com sucesso!' });
    const [mail] = await mailsTo(t, EMAIL);
    expect(mail!.assunto).toBe('Guia: recuperação de senha');
    expect(mail!.texto).toContain(`${t.config.publicUrl}/recuperar-senha?token=`);
    const token = await lastResetToken(t, EMAIL);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.select().from(schema.tokenRecuperacao);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    const minutes = (rows[0]!.expiraEm.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('answers exactly the same for an unknown e-mail, and sends nothing', async () => {
    const res = await post(t, 'RecuperarSenha', { email: 'ninguem@exemplo.com.br' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, message: 'E-mail enviado com sucesso!' });
    expect(await t.db.select().from(schema.emailOutbox)).toHaveLength(0);
    expect(await t.db.select().from(schema.tokenRecuperacao)).toHaveLength(0);
  });

  it('validates the e-mail', async () => {
    const res = await post(t, 'RecuperarSenha', { email: 'maria@exemplo' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toBe('Informe um e-mail válido');
  });
});

describe('POST /api/ValidarToken', () => {
  async function resetLink() {
    await post(t, 'RecuperarSenha', { email: EMAIL });
    return lastResetToken(t, EMAIL);
  }

  it('sets the new password, ends every session, logs the user in, and the link works once', async () => {
    const before = await registerConfirmed(t);
    const token = await resetLink();
    const res = await post(t, 'ValidarToken', {
      password: 'nova-senha-9',
      confirmpassword: 'nova-senha-9',
      token,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Senha atualizada com sucesso!');
    expect(body.data).toMatchObject({ id: before.id, email: EMAIL, role: 'visitante', aceite: true });

    expect((await refresh(t, before.refreshToken)).statusCode).toBe(401);
    expect((await refresh(t, body.data.refreshToken)).statusCode).toBe(200);
    expect((await login(t)).statusCode).toBe(401);
    expect(
      (await login(t, { alternativa: 'EMAIL', email: EMAIL, password: 'nova-senha-9' })).statusCode,
    ).toBe(200);

    const again = await post(t, 'ValidarToken', {
      password: 'outra-senha-1',
      confirmpassword: 'outra-senha-1',
      token,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: 'Link de recuperação inválido ou já utilizado. Solicite um novo.',
      code: 'invalid_reset_token',
    });
    expect(
      (await login(t, { alternativa: 'EMAIL', email: EMAIL, password: 'nova-senha-9' })).statusCode,
    ).toBe(200);
  });

  it('sends no link for an e-mail that only has registration attempts (their code confirms them)', async () => {
    await post(t, 'Cadastro', cadastro());
    const res = await post(t, 'RecuperarSenha', { email: EMAIL });
    expect(res.statusCode).toBe(200);
    const mails = await mailsTo(t, EMAIL);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.assunto).toBe('Guia: seu código de confirmação');
  });

  it('only the newest link works', async () => {
    await registerConfirmed(t);
    const first = await resetLink();
    const second = await resetLink();
    const old = await post(t, 'ValidarToken', {
      password: 'nova-senha-9',
      confirmpassword: 'nova-senha-9',
      token: first,
    });
    expect(old.statusCode).toBe(400);
    const fresh = await post(t, 'ValidarToken', {
      password: 'nova-senha-9',
      confirmpassword: 'nova-senha-9',
      token: second,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    await registerConfirmed(t);
    const token = await resetLink();
    await t.db.update(schema.tokenRecuperacao).set({ expiraEm: new Date(Date.now() - 1000) });
    const res = await post(t, 'ValidarToken', {
      password: 'nova-senha-9',
      confirmpassword: 'nova-senha-9',
      token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Link de recuperação expirado. Solicite um novo.',
      code: 'expired_reset_token',
    });
    expect((await login(t)).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await post(t, 'ValidarToken', {
      password: 'nova-senha-9',
      confirmpassword: 'nova-senha-9',
      token: 'x'.repeat(43),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_reset_token');
  });

  it.each([
    [
      { password: 'nova-senha-9', confirmpassword: 'outra-senha-9' },
      'confirmpassword',
      'As senhas devem ser iguais',
    ],
    [{ password: '123', confirmpassword: '123' }, 'password', 'A senha deve ter no mínimo 6 caracteres'],
    [{ password: 'nova-senha-9' }, 'confirmpassword', 'Confirme a senha'],
  ])('validates %j', async (payload, field, message) => {
    const res = await post(t, 'ValidarToken', { token: 'x'.repeat(43), ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('validates a missing token', async () => {
    const res = await post(t, 'ValidarToken', { password: 'nova-senha-9', confirmpassword: 'nova-senha-9' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.token).toBe('Link de recuperação inválido');
  });
});
