import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';

let t: TestApp;
/** How far the app's clock runs ahead of the real one: tests move time instead of waiting. */
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

interface Session {
  token: string;
  refreshToken: string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function login(user: TestUser, password = user.password): Promise<Session> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Login',
    payload: { alternativa: 'EMAIL', email: user.email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

function refresh(refreshToken: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Login',
    payload: { grant_type: 'refresh_token', refresh_token: refreshToken },
  });
}

function logout(payload?: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Logout',
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

/** An authenticated call of an ordinary route. */
function units(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/Objeto', headers: bearer(token) });
}

async function liveTokens(familia: string) {
  return t.db
    .select()
    .from(schema.refreshToken)
    .where(and(eq(schema.refreshToken.familia, familia), isNull(schema.refreshToken.revogadoEm)));
}

const familyOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).fam as string;

describe('POST /api/Logout', () => {
  it('ends the session of the refresh token: the refresh token and the access token stop working at once', async () => {
    const user = await createUser(t);
    const session = await login(user);
    const other = await login(user);
    expect((await units(session.token)).statusCode).toBe(200);

    const res = await logout({ refresh_token: session.refreshToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, message: 'Sessão encerrada.' });

    const after = await units(session.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('invalid_token');
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect(await liveTokens(familyOf(session.token))).toHaveLength(0);
    // Only that session: another device stays signed in.
    expect((await units(other.token)).statusCode).toBe(200);
  });

  it('ends the session of the bearer token, even an expired one, with no body', async () => {
    const user = await createUser(t);
    const session = await login(user);
    clockAhead = 16 * 60_000; // the 15-minute access token has expired
    expect((await units(session.token)).json().code).toBe('expired_token');
    const res = await logout(undefined, bearer(session.token));
    expect(res.statusCode).toBe(200);
    clockAhead = 0;
    expect((await units(session.token)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('refuses a token that was valid a moment ago once it expires, and a forged one every time', async () => {
    const user = await createUser(t);
    const session = await login(user);
    // Verified once (its signature is then remembered)...
    expect((await units(session.token)).statusCode).toBe(200);
    expect((await units(session.token)).statusCode).toBe(200);
    // ...its expiry is still checked on every use.
    clockAhead = 15 * 60_000 + 1_000;
    expect((await units(session.token)).json().code).toBe('expired_token');
    clockAhead = 0;
    const [h, p] = session.token.split('.');
    const forjado = `${h}.${p}.${'A'.repeat(43)}`;
    for (let i = 0; i < 2; i++) expect((await units(forjado)).json().code).toBe('invalid_token');
  });

  it('answers the same for a session already over or unknown', async () => {
    const res = await logout({ refresh_token: 'x'.repeat(43) });
    expect(res.statusCode).toBe(200);
    expect((await logout()).statusCode).toBe(200);
  });

  it('is described in the OpenAPI document', () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths['/api/Logout']?.post).toBeDefined();
  });
});

describe('access tokens', () => {
  it('stop working at once when their family is revoked for reuse', async () => {
    const user = await createUser(t);
    const session = await login(user);
    const rotated = (await refresh(session.refreshToken)).json().data as Session;
    expect((await units(rotated.token)).statusCode).toBe(200);
    clockAhead = 11_000;
    expect((await refresh(session.refreshToken)).statusCode).toBe(401); // replay: the family dies
    expect((await units(rotated.token)).statusCode).toBe(401);
    expect((await units(session.token)).statusCode).toBe(401);
  });

  it("of the other sessions stop working at once when the password changes; the caller's keeps working", async () => {
    const user = await createUser(t);
    const current = await login(user);
    const otherDevice = await login(user);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/Configuracao/AlterarSenha',
      headers: bearer(current.token),
      payload: { password: user.password, newpassword: 'nova-senha-9', confirmnewpassword: 'nova-senha-9' },
    });
    expect(res.statusCode).toBe(200);
    expect((await units(otherDevice.token)).statusCode).toBe(401);
    expect((await units(current.token)).statusCode).toBe(200);
  });

  it('of a deleted account answer 401 on any route', async () => {
    const user = await createUser(t);
    await t.db.delete(schema.usuario).where(eq(schema.usuario.id, user.id));
    const res = await units(user.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_token');
  });

  it('without an expiry are refused', async () => {
    const user = await createUser(t);
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const forever = await new SignJWT({ role: 'visitante', fam: user.familia })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .sign(key);
    const res = await units(forever);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_token');
  });

  it('carry the role of the database, not the one they were signed with', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    await createUser(t, { role: 'administrador' });
    const adminCall = () => t.app.inject({ method: 'GET', url: '/api/Admin/TermosUso', headers: admin.auth });
    expect((await adminCall()).statusCode).toBe(200);
    await t.db.update(schema.usuario).set({ role: 'visitante' }).where(eq(schema.usuario.id, admin.id));
    expect((await adminCall()).statusCode).toBe(404);
  });
});

describe('refreshing twice with the same refresh token', () => {
  it('within 10 seconds (two tabs, a lost answer) gives both the same new pair', async () => {
    const user = await createUser(t);
    const session = await login(user);
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    clockAhead = 5_000; // well inside the 10 s grace, even on a slow machine
    const second = await refresh(session.refreshToken);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.refreshToken).toBe(first.json().data.refreshToken);
    expect(second.json().data.token).toBe(first.json().data.token);
    // Nothing was revoked: the session goes on with the new pair.
    expect((await units(second.json().data.token)).statusCode).toBe(200);
    expect((await refresh(second.json().data.refreshToken)).statusCode).toBe(200);
  });

  it('after 10 seconds is a replay: the family is revoked', async () => {
    const user = await createUser(t);
    const session = await login(user);
    const first = (await refresh(session.refreshToken)).json().data as Session;
    clockAhead = 11_000;
    const replay = await refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('invalid_token');
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect(await liveTokens(familyOf(session.token))).toHaveLength(0);
  });
});

describe('the terms gate', () => {
  it('answers 403 terms_required on an ordinary route until the terms are accepted', async () => {
    const user = await createUser(t, { aceite: false });
    const res = await units(user.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'Aceite os termos de uso e a política de privacidade para continuar.',
      clientMessage: 'Aceite os termos de uso e a política de privacidade para continuar.',
      code: 'terms_required',
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/Configuracao/DadosPessoais',
      headers: user.auth,
      payload: { nome: 'X', email: user.email, celular: '65999998888' },
    });
    expect(put.statusCode).toBe(403);

    const aceite = await t.app.inject({
      method: 'POST',
      url: '/api/Aceite',
      headers: user.auth,
      payload: { email: user.email },
    });
    expect(aceite.statusCode).toBe(200);
    expect((await units(user.token)).statusCode).toBe(200);
  });

  it('asks again when newer terms are published', async () => {
    const user = await createUser(t);
    expect((await units(user.token)).statusCode).toBe(200);
    await t.db
      .insert(schema.documentoLegal)
      .values({ tipo: 'termos', texto: '<p>Termos</p>', versao: 2 })
      .onConflictDoUpdate({ target: schema.documentoLegal.tipo, set: { versao: 2 } });
    try {
      expect((await units(user.token)).json().code).toBe('terms_required');
    } finally {
      await t.db
        .update(schema.documentoLegal)
        .set({ versao: 1 })
        .where(eq(schema.documentoLegal.tipo, 'termos'));
    }
  });

  it('lets through login, refresh, logout, the texts, personal data and account deletion', async () => {
    const user = await createUser(t, { aceite: false });
    const session = await login(user);
    const rotated = await refresh(session.refreshToken);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().data.aceite).toBe(false);
    const token = rotated.json().data.token as string;
    for (const url of ['/api/TermosUso', '/api/PoliticaPrivacidade', '/api/Configuracao/DadosPessoais']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(200);
    }
    const other = await login(user);
    expect((await logout({ refresh_token: other.refreshToken })).statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/Configuracao/ExcluirConta',
      headers: bearer(token),
    });
    expect(del.statusCode, del.body).toBe(200);
  });
});
