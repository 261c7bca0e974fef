import { readdirSync, readFileSync } from 'node:fs';
import { verify } from '@node-rs/argon2';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';

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

const CPF = '529.982.247-25';
const CPF_DIGITS = '52998224725';
const CNPJ = '11.222.333/0001-81';
const CNPJ_DIGITS = '11222333000181';
const EMAIL = 'maria@exemplo.com.br';
const PASSWORD = 'segredo-1';
const ATTACKER_PASSWORD = 'do-impostor-1';
const REGISTERED = 'Cadastro realizado! Enviamos um código de confirmação para o seu e-mail.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function post(url: string, payload?: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/${url}`, payload: payload as object });
}

function cadastro(overrides: Record<string, unknown> = {}) {
  return {
    nome: 'Maria da Silva',
    email: EMAIL,
    celular: '(65)99999-8888',
    selecao: 'cpf',
    cpf: CPF,
    cnpj: '',
    password: PASSWORD,
    termos: true,
    ...overrides,
  };
}

/** POST Cadastro; answers the attempt id. */
async function register(overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await post('Cadastro', cadastro(overrides));
  expect(res.statusCode).toBe(201);
  return res.json().data.tentativa;
}

async function findUser(email: string) {
  const [row] = await t.db.select().from(schema.usuario).where(eq(schema.usuario.email, email));
  return row;
}

const attempts = () => t.db.select().from(schema.cadastroPendente);

async function mailsTo(email: string) {
  await t.app.afterResponseIdle();
  return t.db
    .select()
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.para, email))
    .orderBy(desc(schema.emailOutbox.id));
}

async function lastCode(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const match = mail?.texto.match(/código de confirmação é: (\d{6})/);
  if (!match) throw new Error(`no code e-mailed to ${email}`);
  return match[1]!;
}

const other = (codigo: string) => (codigo === '000000' ? '111111' : '000000');

function login(password: string, identity: Record<string, string> = { alternativa: 'EMAIL', email: EMAIL }) {
  return post('Login', { ...identity, password });
}

describe('POST /api/Cadastro', () => {
  it('creates a pending attempt that holds neither the e-mail nor the CPF, and e-mails its code', async () => {
    const res = await post('Cadastro', cadastro());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: { email: EMAIL, pendente: true, tentativa: expect.stringMatching(UUID) },
      message: REGISTERED,
    });
    expect(await findUser(EMAIL)).toBeUndefined();
    const [attempt] = await attempts();
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
    const mails = await mailsTo(EMAIL);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.assunto).toBe('Guia: seu código de confirmação');
    const codigo = await lastCode(EMAIL);
    expect(attempt!.codigoHash).toMatch(/^[0-9a-f]{64}$/);
    expect(attempt!.codigoHash).not.toContain(codigo);
    const minutes = (attempt!.codigoExpiraEm.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it('keeps only the chosen tax id, stores the e-mail in lower case, and records the terms only when ticked', async () => {
    await register({ email: ' Maria@Exemplo.COM.br ', selecao: 'cnpj', cnpj: CNPJ, termos: undefined });
    const [attempt] = await attempts();
    expect(attempt).toMatchObject({ email: EMAIL, cnpj: CNPJ_DIGITS, cpf: null, aceiteVersao: null });
  });

  it('answers an e-mail of a confirmed account exactly as a new one, and tells its owner by e-mail', async () => {
    const owner = await createUser(t, { email: 'dono@exemplo.com.br', nome: 'Dono Antigo' });
    const taken = await post('Cadastro', cadastro({ email: 'DONO@exemplo.com.br', cpf: '111.444.777-35' }));
    const fresh = await post('Cadastro', cadastro({ email: 'nova@exemplo.com.br', cpf: '390.533.447-05' }));
    for (const res of [taken, fresh]) {
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(REGISTERED);
      expect(Object.keys(res.json().data).sort()).toEqual(['email', 'pendente', 'tentativa']);
    }
    const [notice, ...rest] = await mailsTo(owner.email);
    expect(rest).toHaveLength(0);
    expect(notice!.assunto).toBe('Guia: tentativa de cadastro com o seu e-mail');
    expect(notice!.texto).toMatch(/Se foi você, basta entrar/);
    expect(notice!.texto).toMatch(/\/esqueci-senha/);
    expect(notice!.texto).not.toMatch(/\d{6}/);
    expect(await verify((await findUser(owner.email))!.passwordHash, owner.password)).toBe(true);
  });

  it('answers a CPF held by a confirmed account as a new one: nothing tells it before the e-mail is proven', async () => {
    const holder = await createUser(t);
    const res = await post('Cadastro', cadastro({ cpf: holder.cpf }));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(REGISTERED);
    expect((await mailsTo(EMAIL))[0]!.assunto).toBe('Guia: seu código de confirmação');
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
    const res = await post('Cadastro', cadastro(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      error: message,
      fields: { [field]: message },
    });
    expect(await attempts()).toHaveLength(0);
  });

  it('names every invalid field at once', async () => {
    const res = await post('Cadastro', { selecao: 'cpf' });
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
    expect(await attempts()).toHaveLength(0);
  });
});

describe('account takeover before registration (issue 14)', () => {
  it("the owner's code activates the owner's attempt with the owner's password; the squatter's password never works", async () => {
    const squatter = await register({ password: ATTACKER_PASSWORD, nome: 'Impostor' });
    const squatterCode = await lastCode(EMAIL);
    const mine = await register();
    const myCode = await lastCode(EMAIL);
    expect(mine).not.toBe(squatter);

    // The squatter's code (also in the owner's mailbox) cannot activate the owner's attempt.
    const crossed = await post('ValidarEmail', { email: EMAIL, codigo: squatterCode, tentativa: mine });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().code).toBe('invalid_code');

    const res = await post('ValidarEmail', { email: EMAIL, codigo: myCode, tentativa: mine });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: EMAIL, nome: 'Maria da Silva', documentoEmUso: null });
    const user = await findUser(EMAIL);
    expect(await verify(user!.passwordHash, PASSWORD)).toBe(true);
    expect((await login(ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await login(PASSWORD)).statusCode).toBe(200);

    // Confirming ended every other attempt of the e-mail: the squatter's id and code are dead.
    expect(await attempts()).toHaveLength(0);
    const late = await post('ValidarEmail', { email: EMAIL, codigo: squatterCode, tentativa: squatter });
    expect(late.statusCode).toBe(400);
    expect(await verify((await findUser(EMAIL))!.passwordHash, PASSWORD)).toBe(true);
  });

  it('a code without an attempt id is refused while the e-mail has several attempts, and works alone', async () => {
    await register({ password: ATTACKER_PASSWORD });
    const squatterCode = await lastCode(EMAIL);
    await register();
    const unbound = await post('ValidarEmail', { email: EMAIL, codigo: squatterCode });
    expect(unbound.statusCode).toBe(400);
    expect(await findUser(EMAIL)).toBeUndefined();

    await t.reset();
    await register();
    const alone = await post('ValidarEmail', { email: EMAIL, codigo: await lastCode(EMAIL) });
    expect(alone.statusCode).toBe(200);
    expect(await verify((await findUser(EMAIL))!.passwordHash, PASSWORD)).toBe(true);
  });

  it('Login with a pending password names only that attempt; its resend mails only its own code', async () => {
    const squatter = await register({ password: ATTACKER_PASSWORD });
    const mine = await register();
    const asSquatter = await login(ATTACKER_PASSWORD);
    expect(asSquatter.statusCode).toBe(403);
    expect(asSquatter.json().tentativa).toBe(squatter);
    const asOwner = await login(PASSWORD, { alternativa: 'CPF', cpf: CPF });
    expect(asOwner.json()).toMatchObject({ code: 'ER400-pending-email', email: EMAIL, tentativa: mine });

    const [before] = await t.db
      .select()
      .from(schema.cadastroPendente)
      .where(eq(schema.cadastroPendente.id, mine));
    expect((await post('EnviarCodigo', { email: EMAIL, tentativa: squatter })).statusCode).toBe(200);
    const resent = await lastCode(EMAIL);
    const [after] = await t.db
      .select()
      .from(schema.cadastroPendente)
      .where(eq(schema.cadastroPendente.id, mine));
    expect(after!.codigoHash).toBe(before!.codigoHash);
    const wrongAttempt = await post('ValidarEmail', { email: EMAIL, codigo: resent, tentativa: mine });
    expect(wrongAttempt.statusCode).toBe(400);
  });

  it('EnviarCodigo without an attempt id mails no code, only how to get one', async () => {
    await register();
    const code = await lastCode(EMAIL);
    const res = await post('EnviarCodigo', { email: EMAIL });
    expect(res.json()).toEqual({ data: null, message: 'Código reenviado com sucesso. Confira seu e-email.' });
    const [notice] = await mailsTo(EMAIL);
    expect(notice!.assunto).toBe('Guia: como receber um novo código');
    expect(notice!.texto).not.toMatch(/\d{6}/);
    expect(await lastCode(EMAIL).catch(() => null)).toBeNull();
    const mine = (await attempts())[0]!.id;
    expect((await post('ValidarEmail', { email: EMAIL, codigo: code, tentativa: mine })).statusCode).toBe(
      200,
    );
  });

  it('a CPF held by a confirmed account is left out at confirmation and kept as a draft support request', async () => {
    const holder = await createUser(t);
    const mine = await register({ cpf: holder.cpf });
    const res = await post('ValidarEmail', { email: EMAIL, codigo: await lastCode(EMAIL), tentativa: mine });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.documentoEmUso).toBe('cpf');
    expect(res.json().message).toMatch(/CPF informado já pertence a outra conta.*envie um pedido ao suporte/);
    const user = await findUser(EMAIL);
    expect(user).toMatchObject({ cpf: null, selecao: 'cpf' });
    const requests = await t.db.select().from(schema.solicitacaoDocumento);
    expect(requests).toEqual([
      expect.objectContaining({
        usuarioId: user!.id,
        tipo: 'cpf',
        documento: holder.cpf,
        situacao: 'rascunho',
      }),
    ]);
  });
});

describe('POST /api/ValidarEmail', () => {
  it('answers "Código inválido" for a wrong code and counts the try; an expired code asks for a new one', async () => {
    const mine = await register();
    const codigo = await lastCode(EMAIL);
    const res = await post('ValidarEmail', { email: EMAIL, codigo: other(codigo), tentativa: mine });
    expect(res.json()).toEqual({
      error: 'Código inválido',
      clientMessage: 'Código inválido',
      code: 'invalid_code',
      fields: { codigo: 'Código inválido' },
    });
    expect((await attempts())[0]!.tentativas).toBe(1);
    await t.db.update(schema.cadastroPendente).set({ codigoExpiraEm: new Date(Date.now() - 1000) });
    const expired = await post('ValidarEmail', { email: EMAIL, codigo, tentativa: mine });
    expect(expired.json()).toMatchObject({
      code: 'expired_code',
      error: 'Código expirado. Solicite um novo código.',
    });
    expect(await findUser(EMAIL)).toBeUndefined();
  });

  it('kills the code after 5 wrong tries, even for the right code, until its attempt gets a new one', async () => {
    const mine = await register();
    const codigo = await lastCode(EMAIL);
    for (let i = 1; i <= 4; i++) {
      const res = await post('ValidarEmail', { email: EMAIL, codigo: other(codigo), tentativa: mine });
      expect(res.json().error).toBe('Código inválido');
    }
    const fifth = await post('ValidarEmail', { email: EMAIL, codigo: other(codigo), tentativa: mine });
    expect(fifth.json().code).toBe('code_attempts_exceeded');
    const right = await post('ValidarEmail', { email: EMAIL, codigo, tentativa: mine });
    expect(right.json().code).toBe('code_attempts_exceeded');

    expect((await post('EnviarCodigo', { email: EMAIL, tentativa: mine })).statusCode).toBe(200);
    const fresh = await post('ValidarEmail', {
      email: EMAIL,
      codigo: await lastCode(EMAIL),
      tentativa: mine,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers "Código inválido" for an unknown e-mail, a confirmed one, and another e-mail\'s attempt', async () => {
    const mine = await register();
    const codigo = await lastCode(EMAIL);
    const user = await createUser(t);
    for (const body of [
      { email: 'ninguem@exemplo.com.br', codigo: '123456' },
      { email: user.email, codigo: '123456' },
      { email: 'ninguem@exemplo.com.br', codigo, tentativa: mine },
    ]) {
      const res = await post('ValidarEmail', body);
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
    const res = await post('ValidarEmail', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });
});

describe('POST /api/EnviarCodigo', () => {
  it('sends a new code to the attempt named; the old one stops working and the tries restart', async () => {
    const mine = await register();
    const old = await lastCode(EMAIL);
    await post('ValidarEmail', { email: EMAIL, codigo: other(old), tentativa: mine });
    expect((await post('EnviarCodigo', { email: EMAIL, tentativa: mine })).statusCode).toBe(200);
    expect(await mailsTo(EMAIL)).toHaveLength(2);
    const fresh = await lastCode(EMAIL);
    expect((await attempts())[0]!.tentativas).toBe(0);
    if (fresh !== old) {
      const stale = await post('ValidarEmail', { email: EMAIL, codigo: old, tentativa: mine });
      expect(stale.json().error).toBe('Código inválido');
    }
    expect((await post('ValidarEmail', { email: EMAIL, codigo: fresh, tentativa: mine })).statusCode).toBe(
      200,
    );
  });

  it('gives the same answer for an unknown e-mail (nothing sent) and a confirmed one (a notice, no code)', async () => {
    const user = await createUser(t);
    for (const email of ['ninguem@exemplo.com.br', user.email]) {
      const res = await post('EnviarCodigo', { email });
      expect(res.json()).toEqual({
        data: null,
        message: 'Código reenviado com sucesso. Confira seu e-email.',
      });
    }
    expect(await mailsTo('ninguem@exemplo.com.br')).toHaveLength(0);
    const [mail] = await mailsTo(user.email);
    expect(mail!.assunto).toBe('Guia: seu e-mail já está confirmado');
  });

  it('sends no code for an attempt on the e-mail of a confirmed account', async () => {
    const user = await createUser(t, { email: EMAIL });
    const squatter = await register({ password: ATTACKER_PASSWORD });
    await post('EnviarCodigo', { email: EMAIL, tentativa: squatter });
    const mails = await mailsTo(user.email);
    expect(mails.map((m) => m.assunto)).toEqual(['Guia: tentativa de cadastro com o seu e-mail']);
  });
});

describe('migration of unconfirmed accounts', () => {
  it('moves them to pending attempts, freeing their e-mail and CPF', async () => {
    const pending = await createUser(t, { verified: false, email: EMAIL });
    const confirmed = await createUser(t);
    const { cpf } = (await findUser(EMAIL))!;
    const dir = new URL('../../../drizzle/', import.meta.url);
    const name = readdirSync(dir).find((f) => f.endsWith('_pending-registration.sql'))!;
    const file = readFileSync(new URL(name, dir), 'utf8');
    const dataMove = file.slice(file.indexOf('-- Data move'));
    for (const statement of dataMove.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
    expect(await findUser(EMAIL)).toBeUndefined();
    expect(await findUser(confirmed.email)).toBeDefined();
    const [attempt] = await attempts();
    expect(attempt).toMatchObject({ email: EMAIL, cpf });
    // Its owner signs in with the password, which names the attempt, and asks for a new code.
    const res = await login(pending.password);
    expect(res.json()).toMatchObject({ code: 'ER400-pending-email', tentativa: attempt!.id });
    await post('EnviarCodigo', { email: EMAIL, tentativa: attempt!.id });
    const ok = await post('ValidarEmail', {
      email: EMAIL,
      codigo: await lastCode(EMAIL),
      tentativa: attempt!.id,
    });
    expect(ok.statusCode).toBe(200);
  });
});
