import { createHash } from 'node:crypto';
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

  it('answers 403 ER400-pending-email with the e-mail and the attempt for a registration attempt, only after its password', async () => {
    const created = (await post('Cadastro', cadastro())).json().data;
    const res = await login({ alternativa: 'CPF', cpf: CPF, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: expect.stringMatching(/ainda não foi confirmado/),
      clientMessage: expect.stringMatching(/Reenviar código/),
      code: 'ER400-pending-email',
      email: EMAIL,
      tentativa: created.tentativa,
    });
    expect(await mailsTo(EMAIL)).toHaveLength(1);

    const wrong = await login({ alternativa: 'CPF', cpf: CPF, password: 'errada-123' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().email).toBeUndefined();
    expect(wrong.json().tentativa).toBeUndefined();
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

  it('sends no link for an e-mail that only has registration attempts (their code confirms them)', async () => {
    await post('Cadastro', cadastro());
    const res = await post('RecuperarSenha', { email: EMAIL });
    expect(res.statusCode).toBe(200);
    const mails = await mailsTo(EMAIL);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.assunto).toBe('Guia: seu código de confirmação');
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
