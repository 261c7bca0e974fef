import { createHash } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';

let t: TestApp;
/** How far the app's clock runs ahead of the real one (refresh-token grace window). */
let clockAhead = 0;

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => new Date(Date.now() + clockAhead) });
});
beforeEach(async () => {
  clockAhead = 0;
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

function post(url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `/api/${url}`, payload: payload as object, headers });
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

async function findUser(email: string) {
  const [row] = await t.db.select().from(schema.usuario).where(eq(schema.usuario.email, email));
  return row;
}

async function mailsTo(email: string) {
  // Some e-mails leave after the answer: wait for them.
  await t.app.afterResponseIdle();
  return t.db
    .select()
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.para, email))
    .orderBy(desc(schema.emailOutbox.id));
}

/** The code of the newest confirmation e-mail sent to `email`. */
async function lastCode(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const match = mail?.texto.match(/código de confirmação é: (\d{6})/);
  if (!match) throw new Error(`no code e-mailed to ${email}`);
  return match[1]!;
}

/** The token of the newest reset link e-mailed to `email`. */
async function lastResetToken(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const match = mail?.texto.match(/\/recuperar-senha\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no reset link e-mailed to ${email}`);
  return match[1]!;
}

async function registerConfirmed(overrides: Record<string, unknown> = {}) {
  const body = cadastro(overrides);
  expect((await post('Cadastro', body)).statusCode).toBe(201);
  const email = String(body.email);
  const res = await post('ValidarEmail', { email, codigo: await lastCode(email) });
  expect(res.statusCode).toBe(200);
  return res.json().data as AuthDataJson;
}

interface AuthDataJson {
  id: number;
  email: string;
  nome: string;
  role: string;
  token: string;
  refreshToken: string;
  aceite: boolean;
}

async function login(
  payload: Record<string, unknown> = { alternativa: 'EMAIL', email: EMAIL, password: PASSWORD },
) {
  return post('Login', payload);
}

function refresh(refreshToken: string) {
  return post('Login', { grant_type: 'refresh_token', refresh_token: refreshToken });
}

function jwtClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function setTermsVersion(versao: number) {
  await t.db
    .insert(schema.documentoLegal)
    .values({ tipo: 'termos', texto: '<p>Termos</p>', versao })
    .onConflictDoUpdate({ target: schema.documentoLegal.tipo, set: { versao } });
}

describe('POST /api/Cadastro', () => {
  it('creates an unconfirmed account with an argon2id hash and e-mails a 6-digit code to the outbox', async () => {
    const res = await post('Cadastro', cadastro());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: { email: EMAIL, pendente: true },
      message: 'Cadastro realizado! Enviamos um código de confirmação para o seu e-mail.',
    });

    const user = await findUser(EMAIL);
    expect(user).toMatchObject({
      nome: 'Maria da Silva',
      celular: '65999998888',
      selecao: 'cpf',
      cpf: CPF_DIGITS,
      cnpj: null,
      role: 'visitante',
      emailVerificadoEm: null,
      aceiteVersao: 1,
    });
    expect(user!.aceiteEm).toBeInstanceOf(Date);
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(user!.passwordHash, PASSWORD)).toBe(true);

    const mails = await mailsTo(EMAIL);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.assunto).toBe('Guia: seu código de confirmação');
    const codigo = await lastCode(EMAIL);
    expect(mails[0]!.html).toContain(codigo);
    expect(mails[0]!.html).not.toMatch(/<img/i);

    const [stored] = await t.db
      .select()
      .from(schema.codigoVerificacao)
      .where(eq(schema.codigoVerificacao.usuarioId, user!.id));
    expect(stored!.codigoHash).not.toContain(codigo);
    expect(stored!.codigoHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tentativas).toBe(0);
    const minutes = (stored!.expiraEm.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it('registers a company with a CNPJ and ignores the CPF that was not chosen', async () => {
    const res = await post('Cadastro', cadastro({ selecao: 'cnpj', cnpj: CNPJ, cpf: CPF }));
    expect(res.statusCode).toBe(201);
    expect(await findUser(EMAIL)).toMatchObject({ selecao: 'cnpj', cnpj: CNPJ_DIGITS, cpf: null });
  });

  it('stores the e-mail in lower case', async () => {
    const res = await post('Cadastro', cadastro({ email: '  Maria@Exemplo.COM.br ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.email).toBe(EMAIL);
    expect(await findUser(EMAIL)).toBeDefined();
  });

  it('without the terms flag the account is created but the acceptance is not recorded', async () => {
    const { termos: _ignored, ...body } = cadastro();
    expect((await post('Cadastro', body)).statusCode).toBe(201);
    expect(await findUser(EMAIL)).toMatchObject({ aceiteVersao: null, aceiteEm: null });
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
    const body = res.json();
    expect(body.code).toBe('validation_error');
    expect(body.fields[field]).toBe(message);
    expect(body.error).toBe(message);
    expect(body.clientMessage).toBe(message);
    expect(await findUser(EMAIL)).toBeUndefined();
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

  it('answers 409 naming the e-mail when it belongs to a confirmed account', async () => {
    await createUser(t, { email: EMAIL });
    const res = await post('Cadastro', cadastro({ cpf: '111.444.777-35', email: 'MARIA@exemplo.com.br' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Este e-mail já está cadastrado',
      clientMessage: 'Este e-mail já está cadastrado',
      code: 'conflict',
      fields: { email: 'Este e-mail já está cadastrado' },
    });
  });

  it('answers 409 naming the CPF, and the CNPJ, already in use by another account', async () => {
    await registerConfirmed();
    const cpf = await post('Cadastro', cadastro({ email: 'outra@exemplo.com.br' }));
    expect(cpf.statusCode).toBe(409);
    expect(cpf.json()).toMatchObject({
      error: 'Este CPF já está cadastrado',
      fields: { cpf: 'Este CPF já está cadastrado' },
    });

    await registerConfirmed({ email: 'empresa@exemplo.com.br', selecao: 'cnpj', cnpj: CNPJ });
    const cnpj = await post(
      'Cadastro',
      cadastro({ email: 'terceira@exemplo.com.br', selecao: 'cnpj', cnpj: CNPJ }),
    );
    expect(cnpj.statusCode).toBe(409);
    expect(cnpj.json()).toMatchObject({
      error: 'Este CNPJ já está cadastrado',
      fields: { cnpj: 'Este CNPJ já está cadastrado' },
    });
  });

  it('names both fields when the e-mail and the CPF are taken', async () => {
    await registerConfirmed();
    const res = await post('Cadastro', cadastro());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'Já existe uma conta com estes dados.',
      fields: { email: 'Este e-mail já está cadastrado', cpf: 'Este CPF já está cadastrado' },
    });
  });

  it('answers 409 ER400-pending-email for an e-mail that waits for confirmation, without sending a new code', async () => {
    expect((await post('Cadastro', cadastro())).statusCode).toBe(201);
    const res = await post('Cadastro', cadastro({ cpf: '111.444.777-35', password: 'outra-senha' }));
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.code).toBe('ER400-pending-email');
    expect(body.error).toMatch(/aguarda confirmação/);
    expect(body.error).toMatch(/Reenviar código/);
    expect(Object.keys(body.fields)).toEqual(['email']);
    expect(await mailsTo(EMAIL)).toHaveLength(1);
    expect(await verify((await findUser(EMAIL))!.passwordHash, PASSWORD)).toBe(true);
  });

  it('frees the e-mail and CPF of a registration never confirmed for more than a day', async () => {
    expect((await post('Cadastro', cadastro({ password: 'de-um-impostor' }))).statusCode).toBe(201);
    await t.db
      .update(schema.usuario)
      .set({ criadoEm: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(schema.usuario.email, EMAIL));
    const res = await post('Cadastro', cadastro());
    expect(res.statusCode).toBe(201);
    expect(await verify((await findUser(EMAIL))!.passwordHash, PASSWORD)).toBe(true);
  });
});

describe('POST /api/ValidarEmail', () => {
  it('confirms the account, deletes the code and logs the user in', async () => {
    await post('Cadastro', cadastro());
    const codigo = await lastCode(EMAIL);
    const res = await post('ValidarEmail', { email: 'Maria@Exemplo.com.br', codigo });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('E-mail confirmado com sucesso!');
    const user = await findUser(EMAIL);
    expect(Object.keys(body.data).sort()).toEqual([
      'aceite',
      'email',
      'id',
      'nome',
      'refreshToken',
      'role',
      'token',
    ]);
    expect(body.data).toMatchObject({
      id: user!.id,
      email: EMAIL,
      nome: 'Maria da Silva',
      role: 'visitante',
      aceite: true,
    });
    expect(user!.emailVerificadoEm).toBeInstanceOf(Date);
    expect(await t.db.select().from(schema.codigoVerificacao)).toHaveLength(0);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/Configuracao/DadosPessoais',
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
  });

  it('answers "Código inválido" for a wrong code and counts the attempt', async () => {
    await post('Cadastro', cadastro());
    const codigo = await lastCode(EMAIL);
    const wrong = codigo === '000000' ? '111111' : '000000';
    const res = await post('ValidarEmail', { email: EMAIL, codigo: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Código inválido',
      clientMessage: 'Código inválido',
      code: 'invalid_code',
      fields: { codigo: 'Código inválido' },
    });
    const [row] = await t.db.select().from(schema.codigoVerificacao);
    expect(row!.tentativas).toBe(1);
    expect((await findUser(EMAIL))!.emailVerificadoEm).toBeNull();
  });

  it('refuses an expired code and asks for a new one', async () => {
    await post('Cadastro', cadastro());
    const codigo = await lastCode(EMAIL);
    await t.db.update(schema.codigoVerificacao).set({ expiraEm: new Date(Date.now() - 1000) });
    const res = await post('ValidarEmail', { email: EMAIL, codigo });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Código expirado. Solicite um novo código.',
      code: 'expired_code',
      fields: { codigo: 'Código expirado. Solicite um novo código.' },
    });
    expect((await findUser(EMAIL))!.emailVerificadoEm).toBeNull();
  });

  it('kills the code after 5 wrong tries, even for the right code, until a new one is sent', async () => {
    await post('Cadastro', cadastro());
    const codigo = await lastCode(EMAIL);
    const wrong = codigo === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await post('ValidarEmail', { email: EMAIL, codigo: wrong });
      expect(res.json().error).toBe('Código inválido');
    }
    const fifth = await post('ValidarEmail', { email: EMAIL, codigo: wrong });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json()).toMatchObject({
      error: 'Muitas tentativas com este código. Solicite um novo código.',
      code: 'code_attempts_exceeded',
    });
    const right = await post('ValidarEmail', { email: EMAIL, codigo });
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('code_attempts_exceeded');
    expect((await findUser(EMAIL))!.emailVerificadoEm).toBeNull();

    expect((await post('EnviarCodigo', { email: EMAIL })).statusCode).toBe(200);
    const fresh = await post('ValidarEmail', { email: EMAIL, codigo: await lastCode(EMAIL) });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers "Código inválido" for an unknown or already confirmed e-mail', async () => {
    const unknown = await post('ValidarEmail', { email: 'ninguem@exemplo.com.br', codigo: '123456' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Código inválido');

    const user = await createUser(t);
    const confirmed = await post('ValidarEmail', { email: user.email, codigo: '123456' });
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().error).toBe('Código inválido');
  });

  it.each([
    [{ email: EMAIL, codigo: '12a456' }, 'codigo', 'O código tem 6 dígitos'],
    [{ email: EMAIL }, 'codigo', 'Informe o código'],
    [{ email: 'x', codigo: '123456' }, 'email', 'Informe um e-mail válido'],
  ])('validates the payload %j', async (payload, field, message) => {
    const res = await post('ValidarEmail', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });
});

describe('POST /api/EnviarCodigo', () => {
  it('sends a new code to a pending account; the old code stops working and the attempts restart', async () => {
    await post('Cadastro', cadastro());
    const old = await lastCode(EMAIL);
    await post('ValidarEmail', { email: EMAIL, codigo: old === '000000' ? '111111' : '000000' });

    const res = await post('EnviarCodigo', { email: EMAIL });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, message: 'Código reenviado com sucesso. Confira seu e-email.' });
    expect(await mailsTo(EMAIL)).toHaveLength(2);
    const fresh = await lastCode(EMAIL);
    const [row] = await t.db.select().from(schema.codigoVerificacao);
    expect(row!.tentativas).toBe(0);

    if (fresh !== old) {
      const stale = await post('ValidarEmail', { email: EMAIL, codigo: old });
      expect(stale.json().error).toBe('Código inválido');
    }
    expect((await post('ValidarEmail', { email: EMAIL, codigo: fresh })).statusCode).toBe(200);
  });

  it('gives the same answer for an unknown e-mail and sends nothing', async () => {
    const res = await post('EnviarCodigo', { email: 'ninguem@exemplo.com.br' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Código reenviado com sucesso. Confira seu e-email.');
    expect(await t.db.select().from(schema.emailOutbox)).toHaveLength(0);
  });

  it('gives the same answer for a confirmed account and e-mails its owner that no code is needed', async () => {
    const user = await createUser(t);
    const res = await post('EnviarCodigo', { email: user.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Código reenviado com sucesso. Confira seu e-email.');
    const [mail] = await mailsTo(user.email);
    expect(mail!.assunto).toBe('Guia: seu e-mail já está confirmado');
    expect(mail!.texto).not.toMatch(/\d{6}/);
    expect(await t.db.select().from(schema.codigoVerificacao)).toHaveLength(0);
  });

  it('validates the e-mail', async () => {
    const res = await post('EnviarCodigo', { email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toBe('Informe o e-mail');
  });
});

describe('POST /api/Login with credentials', () => {
  it('logs in by e-mail with auth data, a signed access token of the session family and a hashed refresh token', async () => {
    await registerConfirmed();
    const res = await login({ alternativa: 'EMAIL', email: ' MARIA@exemplo.com.br', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const user = await findUser(EMAIL);
    expect(data).toEqual({
      id: user!.id,
      email: EMAIL,
      nome: 'Maria da Silva',
      role: 'visitante',
      token: expect.any(String),
      refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      aceite: true,
    });
    const [row] = await t.db
      .select()
      .from(schema.refreshToken)
      .where(eq(schema.refreshToken.tokenHash, sha256(data.refreshToken)));
    expect(row).toBeDefined();
    expect(row!.usuarioId).toBe(user!.id);
    const claims = jwtClaims(data.token);
    expect(claims).toMatchObject({ sub: String(user!.id), role: 'visitante', fam: row!.familia });
  });

  it('logs in by CPF or CNPJ, with or without the mask', async () => {
    await registerConfirmed();
    expect((await login({ alternativa: 'CPF', cpf: CPF, password: PASSWORD })).statusCode).toBe(200);
    expect((await login({ alternativa: 'CPF', cpf: CPF_DIGITS, password: PASSWORD })).statusCode).toBe(200);
    await registerConfirmed({ email: 'empresa@exemplo.com.br', selecao: 'cnpj', cnpj: CNPJ });
    const cnpj = await login({ alternativa: 'CNPJ', cnpj: CNPJ, password: PASSWORD });
    expect(cnpj.statusCode).toBe(200);
    expect(cnpj.json().data.email).toBe('empresa@exemplo.com.br');
  });

  it('answers the same 401 for a wrong password and for an unknown account', async () => {
    await registerConfirmed();
    const sessionsBefore = (await t.db.select().from(schema.refreshToken)).length;
    const wrong = await login({ alternativa: 'EMAIL', email: EMAIL, password: 'errada-123' });
    const unknown = await login({
      alternativa: 'EMAIL',
      email: 'ninguem@exemplo.com.br',
      password: PASSWORD,
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'E-mail ou senha incorretos.',
        clientMessage: 'E-mail ou senha incorretos.',
        code: 'invalid_credentials',
      });
    }
    const cpf = await login({ alternativa: 'CPF', cpf: '111.444.777-35', password: PASSWORD });
    expect(cpf.statusCode).toBe(401);
    expect(cpf.json().error).toBe('CPF ou senha incorretos.');
    expect(await t.db.select().from(schema.refreshToken)).toHaveLength(sessionsBefore);
  });

  it('answers 403 ER400-pending-email with the e-mail for an unconfirmed account, only after the right password', async () => {
    await post('Cadastro', cadastro());
    const res = await login({ alternativa: 'CPF', cpf: CPF, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: expect.stringMatching(/ainda não foi confirmado/),
      clientMessage: expect.stringMatching(/Reenviar código/),
      code: 'ER400-pending-email',
      email: EMAIL,
    });
    expect(await mailsTo(EMAIL)).toHaveLength(1);

    const wrong = await login({ alternativa: 'CPF', cpf: CPF, password: 'errada-123' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().email).toBeUndefined();
  });

  it('reports aceite false once newer terms are published', async () => {
    await registerConfirmed();
    try {
      await setTermsVersion(2);
      const res = await login();
      expect(res.json().data.aceite).toBe(false);
    } finally {
      await setTermsVersion(1);
    }
  });

  it('reports aceite false for an account registered without accepting the terms', async () => {
    const { termos: _ignored, ...body } = cadastro();
    await post('Cadastro', body);
    await post('ValidarEmail', { email: EMAIL, codigo: await lastCode(EMAIL) });
    expect((await login()).json().data.aceite).toBe(false);
  });

  it.each([
    [{ alternativa: 'CPF', cpf: '529.982.247-24', password: PASSWORD }, 'cpf', 'CPF inválido'],
    [{ alternativa: 'CNPJ', cnpj: '123', password: PASSWORD }, 'cnpj', 'CNPJ inválido'],
    [{ alternativa: 'EMAIL', email: 'maria', password: PASSWORD }, 'email', 'Informe um e-mail válido'],
    [{ alternativa: 'EMAIL', email: EMAIL }, 'password', 'Informe a senha'],
    [{ alternativa: 'RG', email: EMAIL, password: PASSWORD }, 'alternativa', 'Escolha E-mail, CPF ou CNPJ'],
    [{ grant_type: 'client_credentials' }, 'grant_type', 'Tipo de acesso inválido'],
    [{ grant_type: 'refresh_token' }, 'refresh_token', 'Informe o refresh token'],
  ])('validates %j', async (payload, field, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('matches the path case-insensitively', async () => {
    await registerConfirmed();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { alternativa: 'EMAIL', email: EMAIL, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/Login with a refresh token', () => {
  it('rotates: each token works once and yields a new one in the same family', async () => {
    const first = await registerConfirmed();
    const r1 = await refresh(first.refreshToken);
    expect(r1.statusCode).toBe(200);
    const d1 = r1.json().data;
    expect(d1.refreshToken).not.toBe(first.refreshToken);
    expect(d1).toMatchObject({ id: first.id, email: EMAIL, role: 'visitante', aceite: true });
    expect(jwtClaims(d1.token).fam).toBe(jwtClaims(first.token).fam);

    const [used] = await t.db
      .select()
      .from(schema.refreshToken)
      .where(eq(schema.refreshToken.tokenHash, sha256(first.refreshToken)));
    expect(used!.usadoEm).toBeInstanceOf(Date);
    expect(used!.revogadoEm).toBeNull();

    const r2 = await refresh(d1.refreshToken);
    expect(r2.statusCode).toBe(200);
    expect(jwtClaims(r2.json().data.token).fam).toBe(jwtClaims(first.token).fam);
  });

  it('detects reuse: an already used token revokes the whole family, the newest token included', async () => {
    const session = await registerConfirmed();
    const other = (await login()).json().data;
    const rotated = (await refresh(session.refreshToken)).json().data;

    // Past the grace window for a repeated refresh (two tabs, a lost answer).
    clockAhead = 11_000;
    const replay = await refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: 'invalid_token',
      error: 'Sessão inválida. Faça login novamente.',
    });

    const newest = await refresh(rotated.refreshToken);
    expect(newest.statusCode).toBe(401);
    expect(newest.json().code).toBe('invalid_token');

    const familia = jwtClaims(session.token).fam as string;
    const live = await t.db
      .select()
      .from(schema.refreshToken)
      .where(and(eq(schema.refreshToken.familia, familia), isNull(schema.refreshToken.revogadoEm)));
    expect(live).toHaveLength(0);

    // Another login (another family) is not affected.
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('answers 401 expired_token for an expired refresh token', async () => {
    const session = await registerConfirmed();
    await t.db
      .update(schema.refreshToken)
      .set({ expiraEm: new Date(Date.now() - 1000) })
      .where(eq(schema.refreshToken.tokenHash, sha256(session.refreshToken)));
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'expired_token',
      error: 'Sua sessão expirou. Faça login novamente.',
    });
  });

  it('answers 401 invalid_token for an unknown token', async () => {
    const res = await refresh('a'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_token');
  });
});

describe('POST /api/RecuperarSenha', () => {
  it('e-mails a single-use link with the token stored only as its hash', async () => {
    await registerConfirmed();
    const res = await post('RecuperarSenha', { email: 'MARIA@exemplo.com.br' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, message: 'E-mail enviado com sucesso!' });
    const [mail] = await mailsTo(EMAIL);
    expect(mail!.assunto).toBe('Guia: recuperação de senha');
    expect(mail!.texto).toContain(`${t.config.publicUrl}/recuperar-senha?token=`);
    const token = await lastResetToken(EMAIL);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.select().from(schema.tokenRecuperacao);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    const minutes = (rows[0]!.expiraEm.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('answers exactly the same for an unknown e-mail, and sends nothing', async () => {
    const res = await post('RecuperarSenha', { email: 'ninguem@exemplo.com.br' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, message: 'E-mail enviado com sucesso!' });
    expect(await t.db.select().from(schema.emailOutbox)).toHaveLength(0);
    expect(await t.db.select().from(schema.tokenRecuperacao)).toHaveLength(0);
  });

  it('validates the e-mail', async () => {
    const res = await post('RecuperarSenha', { email: 'maria@exemplo' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toBe('Informe um e-mail válido');
  });
});

describe('POST /api/ValidarToken', () => {
  async function resetLink() {
    await post('RecuperarSenha', { email: EMAIL });
    return lastResetToken(EMAIL);
  }

  it('sets the new password, ends every session, logs the user in, and the link works once', async () => {
    const before = await registerConfirmed();
    const token = await resetLink();
    const res = await post('ValidarToken', {
      password: 'nova-senha-9',
      confirmpassword: 'nova-senha-9',
      token,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Senha atualizada com sucesso!');
    expect(body.data).toMatchObject({ id: before.id, email: EMAIL, role: 'visitante', aceite: true });

    expect((await refresh(before.refreshToken)).statusCode).toBe(401);
    expect((await refresh(body.data.refreshToken)).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(401);
    expect((await login({ alternativa: 'EMAIL', email: EMAIL, password: 'nova-senha-9' })).statusCode).toBe(
      200,
    );

    const again = await post('ValidarToken', {
      password: 'outra-senha-1',
      confirmpassword: 'outra-senha-1',
      token,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: 'Link de recuperação inválido ou já utilizado. Solicite um novo.',
      code: 'invalid_reset_token',
    });
    expect((await login({ alternativa: 'EMAIL', email: EMAIL, password: 'nova-senha-9' })).statusCode).toBe(
      200,
    );
  });

  it('confirms the e-mail of a pending account (the link proves ownership)', async () => {
    await post('Cadastro', cadastro());
    const token = await resetLink();
    const res = await post('ValidarToken', {
      password: 'nova-senha-9',
      confirmpassword: 'nova-senha-9',
      token,
    });
    expect(res.statusCode).toBe(200);
    expect((await findUser(EMAIL))!.emailVerificadoEm).toBeInstanceOf(Date);
    expect((await login({ alternativa: 'EMAIL', email: EMAIL, password: 'nova-senha-9' })).statusCode).toBe(
      200,
    );
  });

  it('only the newest link works', async () => {
    await registerConfirmed();
    const first = await resetLink();
    const second = await resetLink();
    const old = await post('ValidarToken', {
      password: 'nova-senha-9',
      confirmpassword: 'nova-senha-9',
      token: first,
    });
    expect(old.statusCode).toBe(400);
    const fresh = await post('ValidarToken', {
      password: 'nova-senha-9',
      confirmpassword: 'nova-senha-9',
      token: second,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    await registerConfirmed();
    const token = await resetLink();
    await t.db.update(schema.tokenRecuperacao).set({ expiraEm: new Date(Date.now() - 1000) });
    const res = await post('ValidarToken', {
      password: 'nova-senha-9',
      confirmpassword: 'nova-senha-9',
      token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Link de recuperação expirado. Solicite um novo.',
      code: 'expired_reset_token',
    });
    expect((await login()).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await post('ValidarToken', {
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
    const res = await post('ValidarToken', { token: 'x'.repeat(43), ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('validates a missing token', async () => {
    const res = await post('ValidarToken', { password: 'nova-senha-9', confirmpassword: 'nova-senha-9' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.token).toBe('Link de recuperação inválido');
  });
});

describe('POST /api/Aceite', () => {
  it('needs a token', async () => {
    const res = await post('Aceite', { email: EMAIL });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'missing_token', error: 'Faça login para continuar.' });
    const bad = await post('Aceite', { email: EMAIL }, { authorization: 'Bearer nao-e-um-jwt' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('invalid_token');
  });

  it('records the acceptance of the current terms version', async () => {
    const user = await createUser(t, { aceite: false });
    try {
      await setTermsVersion(3);
      const res = await post('Aceite', { email: user.email.toUpperCase() }, user.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: { success: true, aceite: true },
        message: 'Termos de uso e política de privacidade aceitos.',
      });
      const row = await findUser(user.email);
      expect(row!.aceiteVersao).toBe(3);
      expect(row!.aceiteEm).toBeInstanceOf(Date);
      const session = await login({ alternativa: 'EMAIL', email: user.email, password: user.password });
      expect(session.json().data.aceite).toBe(true);
    } finally {
      await setTermsVersion(1);
    }
  });

  it('refuses an e-mail that is not the caller’s own', async () => {
    const user = await createUser(t, { aceite: false });
    const other = await createUser(t, { aceite: false });
    const res = await post('Aceite', { email: other.email }, user.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'O e-mail informado não corresponde ao da sua conta.',
      fields: { email: 'O e-mail informado não corresponde ao da sua conta.' },
    });
    expect((await findUser(other.email))!.aceiteVersao).toBeNull();
    expect((await findUser(user.email))!.aceiteVersao).toBeNull();
  });

  it('answers 401 when the account no longer exists: its sessions ended with it', async () => {
    const user = await createUser(t, { aceite: false });
    await t.db.delete(schema.usuario).where(eq(schema.usuario.id, user.id));
    const res = await post('Aceite', { email: user.email }, user.auth);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_token');
  });

  it('validates the e-mail', async () => {
    const user = await createUser(t, { aceite: false });
    const res = await post('Aceite', {}, user.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toBe('Informe o e-mail');
  });
});

describe('malformed requests get the error envelope, never a 500', () => {
  it('answers 400 for invalid JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"alternativa": "EMAIL",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'O corpo da requisição não é um JSON válido.',
      clientMessage: 'O corpo da requisição não é um JSON válido.',
    });
  });

  it('answers 415 for a form-encoded body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Cadastro',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'nome=Maria',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('Tipo de conteúdo não suportado. Envie JSON.');
  });

  it('answers 400 in Portuguese for a plain-text body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Cadastro',
      headers: { 'content-type': 'text/plain' },
      payload: 'nome=Maria',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      error: expect.stringMatching(/^Entrada inválida/),
    });
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/RecuperarSenha',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: EMAIL, padding: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('O conteúdo enviado é maior que o permitido.');
  });

  it.each([['[]'], ['"texto"'], ['null']])(
    'answers 400 in Portuguese for the JSON body %s',
    async (payload) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('validation_error');
      expect(body.error).not.toMatch(/Invalid|expected/);
    },
  );

  it('answers 400 for a POST without a body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/EnviarCodigo' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
  });

  it('describes every account route in the OpenAPI document', async () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const path of [
      'Cadastro',
      'Login',
      'EnviarCodigo',
      'ValidarEmail',
      'RecuperarSenha',
      'ValidarToken',
      'Aceite',
    ]) {
      expect(doc.paths[`/api/${path}`]?.post?.responses).toHaveProperty('400');
    }
    expect(doc.paths['/api/Login']!.post!.responses).toHaveProperty('403');
  });
});
