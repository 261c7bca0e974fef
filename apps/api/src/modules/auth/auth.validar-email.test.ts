import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { ATTACKER_PASSWORD, attempts, other, register } from './auth.registration.test-helpers.ts';
import { EMAIL, findUser, lastCode, mailsTo, post } from './auth.test-helpers.ts';

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

describe('POST /api/ValidarEmail', () => {
  it('answers "Código inválido" for a wrong code and counts the try; an expired code asks for a new one', async () => {
    const mine = await register(t);
    const codigo = await lastCode(t, EMAIL);
    const res = await post(t, 'ValidarEmail', { email: EMAIL, codigo: other(codigo), tentativa: mine });
    expect(res.json()).toEqual({
      error: 'Código inválido',
      clientMessage: 'Código inválido',
      code: 'invalid_code',
      fields: { codigo: 'Código inválido' },
    });
    expect((await attempts(t))[0]!.tentativas).toBe(1);
    await t.db.update(schema.cadastroPendente).set({ codigoExpiraEm: new Date(Date.now() - 1000) });
    const expired = await post(t, 'ValidarEmail', { email: EMAIL, codigo, tentativa: mine });
    expect(expired.json()).toMatchObject({
      code: 'expired_code',
      error: 'Código expirado. Solicite um novo código.',
    });
    expect(await findUser(t, EMAIL)).toBeUndefined();
  });

  it('kills the code after 5 wrong tries, even for the right code, until its attempt gets a new one', async () => {
    const mine = await register(t);
    const codigo = await lastCode(t, EMAIL);
    for (let i = 1; i <= 4; i++) {
      const res = await post(t, 'ValidarEmail', { email: EMAIL, codigo: other(codigo), tentativa: mine });
      expect(res.json().error).toBe('Código inválido');
    }
    const fifth = await post(t, 'ValidarEmail', { email: EMAIL, codigo: other(codigo), tentativa: mine });
    expect(fifth.json().code).toBe('code_attempts_exceeded');
    const right = await post(t, 'ValidarEmail', { email: EMAIL, codigo, tentativa: mine });
    expect(right.json().code).toBe('code_attempts_exceeded');

    expect((await post(t, 'EnviarCodigo', { email: EMAIL, tentativa: mine })).statusCode).toBe(200);
    const fresh = await post(t, 'ValidarEmail', {
      email: EMAIL,
      codigo: await lastCode(t, EMAIL),
      tentativa: mine,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers "Código inválido" for an unknown e-mail, a confirmed one, and another e-mail\'s attempt', async () => {
    const mine = await register(t);
    const codigo = await lastCode(t, EMAIL);
    const user = await createUser(t);
    for (const body of [
      { email: 'ninguem@exemplo.com.br', codigo: '123456' },
      { email: user.email, codigo: '123456' },
      { email: 'ninguem@exemplo.com.br', codigo, tentativa: mine },
    ]) {
      const res = await post(t, 'ValidarEmail', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Código inválido');
    }
  });

  it.each([
    [{ email: EMAIL, codigo: '12a456' }, 'codigo', 'O código tem 6 dígitos'],
    [{ email: EMAIL }, 'codigo', 'Informe o código'],
    [{ email: 'x', codigo: '123456' }, 'email', 'Informe um e-mail válido'],
    [{ email: EMAIL, codigo: '123456', tentativa: 'x' }, 'tentativa', 'Cadastro inválido'],
  ])('validates the payload %j', async (payload, field, message) => {
    const res = await post(t, 'ValidarEmail', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });
});

describe('POST /api/EnviarCodigo', () => {
  it('sends a new code to the attempt named; the old one stops working and the tries restart', async () => {
    const mine = await register(t);
    const old = await lastCode(t, EMAIL);
    await post(t, 'ValidarEmail', { email: EMAIL, codigo: other(old), tentativa: mine });
    expect((await post(t, 'EnviarCodigo', { email: EMAIL, tentativa: mine })).statusCode).toBe(200);
    expect(await mailsTo(t, EMAIL)).toHaveLength(2);
    const fresh = await lastCode(t, EMAIL);
    expect((await attempts(t))[0]!.tentativas).toBe(0);
    if (fresh !== old) {
      const stale = await post(t, 'ValidarEmail', { email: EMAIL, codigo: old, tentativa: mine });
      expect(stale.json().error).toBe('Código inválido');
    }
    expect((await post(t, 'ValidarEmail', { email: EMAIL, codigo: fresh, tentativa: mine })).statusCode).toBe(
      200,
    );
  });

  it('gives the same answer for an unknown e-mail (nothing sent) and a confirmed one (a notice, no code)', async () => {
    const user = await createUser(t);
    for (const email of ['ninguem@exemplo.com.br', user.email]) {
      const res = await post(t, 'EnviarCodigo', { email });
      expect(res.json()).toEqual({
        data: null,
        message: 'Código reenviado com sucesso. Confira seu e-email.',
      });
    }
    expect(await mailsTo(t, 'ninguem@exemplo.com.br')).toHaveLength(0);
    const [mail] = await mailsTo(t, user.email);
    expect(mail!.assunto).toBe('Guia: seu e-mail já está confirmado');
  });

  it('sends no code for an attempt on the e-mail of a confirmed account', async () => {
    const user = await createUser(t, { email: EMAIL });
    const squatter = await register(t, { password: ATTACKER_PASSWORD });
    await post(t, 'EnviarCodigo', { email: EMAIL, tentativa: squatter });
    const mails = await mailsTo(t, user.email);
    expect(mails.map((m) => m.assunto)).toEqual(['Guia: tentativa de cadastro com o seu e-mail']);
  });
});
