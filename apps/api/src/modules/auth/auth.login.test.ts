import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  CNPJ,
  CPF,
  CPF_DIGITS,
  cadastro,
  EMAIL,
  findUser,
  jwtClaims,
  lastCode,
  login,
  mailsTo,
  PASSWORD,
  post,
  refresh,
  registerConfirmed,
  setTermsVersion,
  sha256,
} from './auth.test-helpers.ts';

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

describe('POST /api/Login with credentials', () => {
  it('logs in by e-mail with auth data, a signed access token of the session family and a hashed refresh token', async () => {
    await registerConfirmed(t);
    const res = await login(t, { alternativa: 'EMAIL', email: ' MARIA@exemplo.com.br', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const user = await findUser(t, EMAIL);
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
    await registerConfirmed(t);
    expect((await login(t, { alternativa: 'CPF', cpf: CPF, password: PASSWORD })).statusCode).toBe(200);
    expect((await login(t, { alternativa: 'CPF', cpf: CPF_DIGITS, password: PASSWORD })).statusCode).toBe(
      200,
    );
    await registerConfirmed(t, { email: 'empresa@exemplo.com.br', selecao: 'cnpj', cnpj: CNPJ });
    const cnpj = await login(t, { alternativa: 'CNPJ', cnpj: CNPJ, password: PASSWORD });
    expect(cnpj.statusCode).toBe(200);
    expect(cnpj.json().data.email).toBe('empresa@exemplo.com.br');
  });

  it('answers the same 401 for a wrong password and for an unknown account', async () => {
    await registerConfirmed(t);
    const sessionsBefore = (await t.db.select().from(schema.refreshToken)).length;
    const wrong = await login(t, { alternativa: 'EMAIL', email: EMAIL, password: 'errada-123' });
    const unknown = await login(t, {
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
    const cpf = await login(t, { alternativa: 'CPF', cpf: '111.444.777-35', password: PASSWORD });
    expect(cpf.statusCode).toBe(401);
    expect(cpf.json().error).toBe('CPF ou senha incorretos.');
    expect(await t.db.select().from(schema.refreshToken)).toHaveLength(sessionsBefore);
  });

  it('answers 403 ER400-pending-email with the e-mail and the attempt for a registration attempt, only after its password', async () => {
    const created = (await post(t, 'Cadastro', cadastro())).json().data;
    const res = await login(t, { alternativa: 'CPF', cpf: CPF, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: expect.stringMatching(/ainda não foi confirmado/),
      clientMessage: expect.stringMatching(/Reenviar código/),
      code: 'ER400-pending-email',
      email: EMAIL,
      tentativa: created.tentativa,
    });
    expect(await mailsTo(t, EMAIL)).toHaveLength(1);

    const wrong = await login(t, { alternativa: 'CPF', cpf: CPF, password: 'errada-123' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().email).toBeUndefined();
    expect(wrong.json().tentativa).toBeUndefined();
  });

  it('reports aceite false once newer terms are published', async () => {
    await registerConfirmed(t);
    try {
      await setTermsVersion(t, 2);
      const res = await login(t);
      expect(res.json().data.aceite).toBe(false);
    } finally {
      await setTermsVersion(t, 1);
    }
  });
});

describe('POST /api/Login with credentials', () => {
  it('reports aceite false for an account registered without accepting the terms', async () => {
    const { termos: _ignored, ...body } = cadastro();
    await post(t, 'Cadastro', body);
    await post(t, 'ValidarEmail', { email: EMAIL, codigo: await lastCode(t, EMAIL) });
    expect((await login(t)).json().data.aceite).toBe(false);
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
    const res = await login(t, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('matches the path case-insensitively', async () => {
    await registerConfirmed(t);
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
    const first = await registerConfirmed(t);
    const r1 = await refresh(t, first.refreshToken);
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

    const r2 = await refresh(t, d1.refreshToken);
    expect(r2.statusCode).toBe(200);
    expect(jwtClaims(r2.json().data.token).fam).toBe(jwtClaims(first.token).fam);
  });

  it('detects reuse: an already used token revokes the whole family, the newest token included', async () => {
    const session = await registerConfirmed(t);
    const other = (await login(t)).json().data;
    const rotated = (await refresh(t, session.refreshToken)).json().data;

    // Past the grace window for a repeated refresh (two tabs, a lost answer).
    clockAhead = 11_000;
    const replay = await refresh(t, session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: 'invalid_token',
      error: 'Sessão inválida. Faça login novamente.',
    });

    const newest = await refresh(t, rotated.refreshToken);
    expect(newest.statusCode).toBe(401);
    expect(newest.json().code).toBe('invalid_token');

    const familia = jwtClaims(session.token).fam as string;
    const live = await t.db
      .select()
      .from(schema.refreshToken)
      .where(and(eq(schema.refreshToken.familia, familia), isNull(schema.refreshToken.revogadoEm)));
    expect(live).toHaveLength(0);

    // Another login (another family) is not affected.
    expect((await refresh(t, other.refreshToken)).statusCode).toBe(200);
  });

  it('answers 401 expired_token for an expired refresh token', async () => {
    const session = await registerConfirmed(t);
    await t.db
      .update(schema.refreshToken)
      .set({ expiraEm: new Date(Date.now() - 1000) })
      .where(eq(schema.refreshToken.tokenHash, sha256(session.refreshToken)));
    const res = await refresh(t, session.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'expired_token',
      error: 'Sua sessão expirou. Faça login novamente.',
    });
  });

  it('answers 401 invalid_token for an unknown token', async () => {
    const res = await refresh(t, 'a'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_token');
  });
});
