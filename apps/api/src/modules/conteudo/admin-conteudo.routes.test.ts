import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

describe('the /api/Admin area answers only to administrators', () => {
  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Admin/TermosUso' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 to a visitor, for reads and writes alike, and changes nothing', async () => {
    const visitor = await createUser(t);
    const before = (await t.app.inject({ method: 'GET', url: '/api/TermosUso' })).json().data;
    const get = await t.app.inject({ method: 'GET', url: '/api/Admin/TermosUso', headers: visitor.auth });
    expect(get.statusCode).toBe(404);
    expect(get.json().code).toBe('not_found');
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/TermosUso',
      headers: visitor.auth,
      payload: { texto: '<p>Novos termos</p>', resumo: 'Tudo novo' },
    });
    expect(post.statusCode).toBe(404);
    const after = (await t.app.inject({ method: 'GET', url: '/api/TermosUso' })).json().data;
    expect(after).toEqual(before);
  });
});

describe('Admin/TermosUso and Admin/PoliticaPrivacidade', () => {
  it('shows the published text with its version', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    for (const path of ['TermosUso', 'PoliticaPrivacidade']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/Admin/${path}`, headers: admin.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.versao).toBeGreaterThanOrEqual(1);
      expect(res.json().data.texto).toContain('<');
    }
  });

  it('publishes new terms as a new, sanitized version that users must accept again', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const user = await createUser(t);
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/Admin/TermosUso', headers: admin.auth })
    ).json().data.versao as number;

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/TermosUso',
      headers: admin.auth,
      payload: {
        texto: '<h2>Termos 2027</h2><p onclick="x()">Texto</p><script>alert(1)</script>',
        resumo: '  Novas regras de uso dos dados.  ',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.resumoAlteracoes).toBe('Novas regras de uso dos dados.');
    expect(res.json().data.versao).toBe(before + 1);
    expect(res.json().data.texto).not.toMatch(/script|onclick/);

    const publico = (await t.app.inject({ method: 'GET', url: '/api/TermosUso' })).json().data;
    expect(publico.texto).toContain('Termos 2027');
    // Users asked to accept again read what changed.
    expect(publico.resumoAlteracoes).toBe('Novas regras de uso dos dados.');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Login',
      payload: { alternativa: 'EMAIL', email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.aceite).toBe(false);
  });

  it('refuses an empty or script-only text in Portuguese and keeps the version', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/Admin/PoliticaPrivacidade', headers: admin.auth })
    ).json().data;
    for (const texto of ['', '<script>alert(1)</script>']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Admin/PoliticaPrivacidade',
        headers: admin.auth,
        payload: { texto, resumo: 'Ajustes' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.texto).toMatch(/^(Informe o texto|O texto não pode ficar vazio)$/);
    }
    // 'O que mudou', when sent, must say something: a blank one changes nothing.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/PoliticaPrivacidade',
      headers: admin.auth,
      payload: { texto: '<p>Nova política</p>', resumo: '   ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.resumo).toBe('Descreva o que mudou');
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/Admin/PoliticaPrivacidade', headers: admin.auth })
    ).json().data;
    expect(after).toEqual(before);
  });
});
