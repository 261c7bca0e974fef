import { readdirSync, readFileSync } from 'node:fs';
import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import {
  attempts,
  CNPJ_DIGITS,
  login,
  REGISTERED,
  register,
  UUID,
} from './auth.registration.test-helpers.ts';
import {
  CNPJ,
  CPF_DIGITS,
  cadastro,
  EMAIL,
  findUser,
  lastCode,
  mailsTo,
  PASSWORD,
  post,
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

describe('POST /api/Cadastro', () => {
  it('creates a pending attempt that holds neither the e-mail nor the CPF, and e-mails its code', async () => {
    const res = await post(t, 'Cadastro', cadastro());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: { email: EMAIL, pendente: true, tentativa: expect.stringMatching(UUID) },
      message: REGISTERED,
    });
    expect(await findUser(t, EMAIL)).toBeUndefined();
    const [attempt] = await attempts(t);
    expect(attempt).toMatchObject({
      id: res.json().data.tentativa,
      nome: 'Maria da Silva',
      celular: '65999998888',
      selecao: 'cpf',
      cpf: CPF_DIGITS,
      cnpj: null,
      aceiteVersao: 1,
      tentativas: 0,
    });
    expect(await verify(attempt!.passwordHash, PASSWORD)).toBe(true);
    const mails = await mailsTo(t, EMAIL);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.assunto).toBe('Guia: seu código de confirmação');
    const codigo = await lastCode(t, EMAIL);
    expect(attempt!.codigoHash).toMatch(/^[0-9a-f]{64}$/);
    expect(attempt!.codigoHash).not.toContain(codigo);
    const minutes = (attempt!.codigoExpiraEm.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it('keeps only the chosen tax id, stores the e-mail in lower case, and records the terms only when ticked', async () => {
    await register(t, { email: ' Maria@Exemplo.COM.br ', selecao: 'cnpj', cnpj: CNPJ, termos: undefined });
    const [attempt] = await attempts(t);
    expect(attempt).toMatchObject({ email: EMAIL, cnpj: CNPJ_DIGITS, cpf: null, aceiteVersao: null });
  });

  it('answers an e-mail of a confirmed account exactly as a new one, and tells its owner by e-mail', async () => {
    const owner = await createUser(t, { email: 'dono@exemplo.com.br', nome: 'Dono Antigo' });
    const taken = await post(
      t,
      'Cadastro',
      cadastro({ email: 'DONO@exemplo.com.br', cpf: '111.444.777-35' }),
    );
    const fresh = await post(
      t,
      'Cadastro',
      cadastro({ email: 'nova@exemplo.com.br', cpf: '390.533.447-05' }),
    );
    for (const res of [taken, fresh]) {
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(REGISTERED);
      expect(Object.keys(res.json().data).sort()).toEqual(['email', 'pendente', 'tentativa']);
    }
    const [notice, ...rest] = await mailsTo(t, owner.email);
    expect(rest).toHaveLength(0);
    expect(notice!.assunto).toBe('Guia: tentativa de cadastro com o seu e-mail');
    expect(notice!.texto).toMatch(/Se foi você, basta entrar/);
    expect(notice!.texto).toMatch(/\/esqueci-senha/);
    expect(notice!.texto).not.toMatch(/\d{6}/);
    expect(await verify((await findUser(t, owner.email))!.passwordHash, owner.password)).toBe(true);
  });

  it('answers a CPF held by a confirmed account as a new one: nothing tells it before the e-mail is proven', async () => {
    const holder = await createUser(t);
    const res = await post(t, 'Cadastro', cadastro({ cpf: holder.cpf }));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(REGISTERED);
    expect((await mailsTo(t, EMAIL))[0]!.assunto).toBe('Guia: seu código de confirmação');
  });

  it.each([
    ['an invalid CPF check digit', { cpf: '529.982.247-24' }, 'cpf', 'CPF inválido'],
    ['a missing CPF', { cpf: '' }, 'cpf', 'Informe o CPF'],
    ['an invalid CNPJ', { selecao: 'cnpj', cnpj: '11.222.333/0001-80' }, 'cnpj', 'CNPJ inválido'],
    ['a short password', { password: '12345' }, 'password', 'A senha deve ter no mínimo 6 caracteres'],
    ['a missing password', { password: undefined }, 'password', 'Informe a senha'],
    ['refused terms', { termos: false }, 'termos', 'É preciso concordar com os termos de uso e privacidade'],
    ['an invalid e-mail', { email: 'maria@' }, 'email', 'Informe um e-mail válido'],
    ['a missing name', { nome: '   ' }, 'nome', 'Informe o nome'],
    [
      'an invalid cell phone',
      { celular: '(65)3333-4444' },
      'celular',
      'Informe um celular válido: (99)99999-9999',
    ],
    ['a missing cell phone', { celular: '' }, 'celular', 'Informe o celular'],
    ['an unknown tax id choice', { selecao: 'rg' }, 'selecao', 'Escolha CPF ou CNPJ'],
  ])('rejects %s with a Portuguese message on the field', async (_label, overrides, field, message) => {
    const res = await post(t, 'Cadastro', cadastro(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      error: message,
      fields: { [field]: message },
    });
    expect(await attempts(t)).toHaveLength(0);
  });

  it('names every invalid field at once', async () => {
    const res = await post(t, 'Cadastro', { selecao: 'cpf' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Verifique os campos destacados.',
      fields: {
        nome: 'Informe o nome',
        email: 'Informe o e-mail',
        celular: 'Informe o celular',
        password: 'Informe a senha',
      },
    });
  });

  it.each([null, [], 'x', 1])('answers a Portuguese 400 to the body %j, never a 500', async (body) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Cadastro',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().clientMessage).toMatch(/[ãáéíóúç]|inválid|Entrada/i);
    expect(await attempts(t)).toHaveLength(0);
  });
});

describe('migration of unconfirmed accounts', () => {
  it('moves them to pending attempts, freeing their e-mail and CPF', async () => {
    const pending = await createUser(t, { verified: false, email: EMAIL });
    const confirmed = await createUser(t);
    const { cpf } = (await findUser(t, EMAIL))!;
    const dir = new URL('../../../drizzle/', import.meta.url);
    const name = readdirSync(dir).find((f) => f.endsWith('_pending-registration.sql'))!;
    const file = readFileSync(new URL(name, dir), 'utf8');
    const dataMove = file.slice(file.indexOf('-- Data move'));
    for (const statement of dataMove.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
    expect(await findUser(t, EMAIL)).toBeUndefined();
    expect(await findUser(t, confirmed.email)).toBeDefined();
    const [attempt] = await attempts(t);
    expect(attempt).toMatchObject({ email: EMAIL, cpf });
    // Its owner signs in with the password, which names the attempt, and asks for a new code.
    const res = await login(t, pending.password);
    expect(res.json()).toMatchObject({ code: 'ER400-pending-email', tentativa: attempt!.id });
    await post(t, 'EnviarCodigo', { email: EMAIL, tentativa: attempt!.id });
    const ok = await post(t, 'ValidarEmail', {
      email: EMAIL,
      codigo: await lastCode(t, EMAIL),
      tentativa: attempt!.id,
    });
    expect(ok.statusCode).toBe(200);
  });
});
