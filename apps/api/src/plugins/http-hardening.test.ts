import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser } from '../test/factories.ts';
import { PERMISSIONS_POLICY } from './http-hardening.ts';

let https: TestApp;
let http: TestApp;

beforeAll(async () => {
  // A short body deadline, so that a trickled body is cut within the test.
  https = await buildTestApp({ PUBLIC_URL: 'https://guia.example.org', BODY_TIMEOUT_SECONDS: 0.5 });
  http = await buildTestApp();
});

afterAll(async () => {
  await https.close();
  await http.close();
});

describe('Cache-Control on the API', () => {
  it('is no-store on login, on personal data and on errors; public reference lists keep their caching', async () => {
    const user = await createUser(https, { password: 'senha-forte-1' });
    const login = await https.app.inject({
      method: 'POST',
      url: '/api/Login',
      payload: { alternativa: 'EMAIL', email: user.email, password: 'senha-forte-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const unidades = await https.app.inject({ method: 'GET', url: '/api/Objeto', headers: user.auth });
    expect(unidades.statusCode).toBe(200);
    expect(unidades.headers['cache-control']).toBe('no-store');
    const resumo = await https.app.inject({ method: 'GET', url: '/api/Resumo', headers: user.auth });
    expect(resumo.headers['cache-control']).toBe('no-store');
    const semToken = await https.app.inject({ method: 'GET', url: '/api/Objeto' });
    expect(semToken.statusCode).toBe(401);
    expect(semToken.headers['cache-control']).toBe('no-store');
    const categorias = await https.app.inject({ method: 'GET', url: '/api/Categoria' });
    expect(categorias.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });
});

describe('security headers', () => {
  it('denies unused browser features with a Permissions-Policy on every answer', async () => {
    for (const url of ['/api/health', '/api/nao-existe', '/']) {
      const res = await http.app.inject({ method: 'GET', url });
      expect(res.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('microphone=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    const seguro = await https.app.inject({ method: 'GET', url: '/api/health' });
    expect(seguro.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const local = await http.app.inject({ method: 'GET', url: '/api/health' });
    expect(local.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('body deadline', () => {
  it('closes a connection whose body trickles in, before the body is complete', async () => {
    const address = await https.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const socket: Socket = connect(Number(port), '127.0.0.1');
    const fechada = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const corpo = `{"alternativa":"EMAIL","email":"lento@exemplo.com.br","password":"${'x'.repeat(40)}"}`;
    socket.write(
      `POST /api/Login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${corpo.length}\r\n\r\n`,
    );
    // One byte every 100 ms: the whole body would take ~9 s; the deadline is 0.5 s.
    let enviados = 0;
    let fechou = false;
    void fechada.then(() => {
      fechou = true;
    });
    while (!fechou && enviados < corpo.length) {
      socket.write(corpo[enviados]!);
      enviados += 1;
      await new Promise((r) => setTimeout(r, 100));
    }
    await fechada;
    expect(enviados).toBeLessThan(corpo.length);
  }, 20_000);
});
