import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser } from '../test/factories.ts';
import { apiRoutes } from '../test/route-table.ts';
import { ROTAS_PUBLICAS, rotaPublica } from './rotas-publicas.ts';

/** Authentication is deny-by-default: a route nobody listed as public needs a session. */
describe('deny-by-default authentication', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        // What a module adding a route without any guard of its own would register.
        extraRoutes: (app) => {
          app.get('/api/RotaEsquecida', async () => ({ data: 'dados de alguém' }));
          app.post('/api/Admin/RotaEsquecida', async () => ({ data: 'dados de todos' }));
        },
      },
    );
  });
  afterAll(() => t.close());

  it('answers 401 to an anonymous call of a route that is not listed as public', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/RotaEsquecida' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'missing_token', clientMessage: expect.any(String) });
    expect(res.body).not.toContain('dados de alguém');
    const head = await t.app.inject({ method: 'HEAD', url: '/api/RotaEsquecida' });
    expect(head.statusCode).toBe(401);
  });

  it('lets a signed-in user through, and keeps an unlisted admin route for administrators', async () => {
    const [user, admin] = await Promise.all([createUser(t), createUser(t, { role: 'administrador' })]);
    const res = await t.app.inject({ method: 'GET', url: '/api/RotaEsquecida', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const anon = await t.app.inject({ method: 'POST', url: '/api/Admin/RotaEsquecida' });
    expect(anon.statusCode).toBe(401);
    const naoAdmin = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/RotaEsquecida',
      headers: user.auth,
    });
    expect(naoAdmin.statusCode).toBe(404);
    const ok = await t.app.inject({ method: 'POST', url: '/api/Admin/RotaEsquecida', headers: admin.auth });
    expect(ok.statusCode).toBe(200);
  });

  it('lists only routes that exist, and answers the listed ones anonymously', async () => {
    const registered = new Set(t.routes.flatMap((r) => [r.method].flat().map((m) => `${m} ${r.url}`)));
    expect([...ROTAS_PUBLICAS].filter((key) => !registered.has(key))).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: '/api/Categoria' });
    expect(res.statusCode).toBe(200);
    // No registered API route outside this list is open: the admin area is never public.
    const publicas = apiRoutes(t.routes).filter((r) => rotaPublica(r.method, r.url));
    expect(publicas.some((r) => r.url.startsWith('/api/Admin/'))).toBe(false);
  });
});
