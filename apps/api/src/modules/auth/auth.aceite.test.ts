import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { EMAIL, findUser, login, post, setTermsVersion } from './auth.test-helpers.ts';

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

describe('POST /api/Aceite', () => {
  it('needs a token', async () => {
    const res = await post(t, 'Aceite', { email: EMAIL });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'missing_token', error: 'Faça login para continuar.' });
    const bad = await post(t, 'Aceite', { email: EMAIL }, { authorization: 'Bearer nao-e-um-jwt' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('invalid_token');
  });

  it('records the acceptance of the current terms version', async () => {
    const user = await createUser(t, { aceite: false });
    try {
      await setTermsVersion(t, 3);
      const res = await post(t, 'Aceite', { email: user.email.toUpperCase() }, user.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: { success: true, aceite: true },
        message: 'Termos de uso e política de privacidade aceitos.',
      });
      const row = await findUser(t, user.email);
      expect(row!.aceiteVersao).toBe(3);
      expect(row!.aceiteEm).toBeInstanceOf(Date);
      const session = await login(t, { alternativa: 'EMAIL', email: user.email, password: user.password });
      expect(session.json().data.aceite).toBe(true);
    } finally {
      await setTermsVersion(t, 1);
    }
  });

  it('refuses an e-mail that is not the caller’s own', async () => {
    const user = await createUser(t, { aceite: false });
    const other = await createUser(t, { aceite: false });
    const res = await post(t, 'Aceite', { email: other.email }, user.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'O e-mail informado não corresponde ao da sua conta.',
      fields: { email: 'O e-mail informado não corresponde ao da sua conta.' },
    });
    expect((await findUser(t, other.email))!.aceiteVersao).toBeNull();
    expect((await findUser(t, user.email))!.aceiteVersao).toBeNull();
  });

  it('answers 401 when the account no longer exists: its sessions ended with it', async () => {
    const user = await createUser(t, { aceite: false });
    await t.db.delete(schema.usuario).where(eq(schema.usuario.id, user.id));
    const res = await post(t, 'Aceite', { email: user.email }, user.auth);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_token');
  });

  it('validates the e-mail', async () => {
    const user = await createUser(t, { aceite: false });
    const res = await post(t, 'Aceite', {}, user.auth);
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
