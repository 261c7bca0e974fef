import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser } from '../test/factories.ts';
import { PERMISSIONS_POLICY } from './http-hardening.ts';
import { CABECALHOS_SO_DE_DOCUMENTO, CSP_DA_API } from './security-headers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      extraRoutes: (app) => {
        app.get('/api/pagina-de-teste', { schema: { hide: true } }, (_request, reply) =>
          reply.type('text/html; charset=utf-8').send('<!doctype html><p>página</p>'),
        );
      },
    },
  );
});

afterAll(async () => {
  await t.close();
});

/** The size of the answer's headers as HTTP/1.1 writes them (name, value, CRLF), status line aside. */
function bytesDosCabecalhos(headers: Record<string, unknown>): number {
  return Object.entries(headers).reduce(
    (soma, [nome, valor]) => soma + Buffer.byteLength(`${nome}: ${String(valor)}\r\n`),
    0,
  );
}

describe('security headers of the API', () => {
  it('gives a JSON answer (success or error) only the headers that apply to it, with a short policy', async () => {
    const user = await createUser(t);
    for (const url of ['/api/health', '/api/nao-existe', '/api/Objeto']) {
      const res = await t.app.inject({ method: 'GET', url, headers: user.auth });
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      for (const nome of CABECALHOS_SO_DE_DOCUMENTO)
        expect(res.headers[nome], `${url} ${nome}`).toBeUndefined();
      expect(res.headers['content-security-policy'], url).toBe(CSP_DA_API);
      // What still protects a JSON answer stays.
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
      // An answer save's reply must stay far under the 2 kB an answer may cost on a weak network.
      expect(bytesDosCabecalhos(res.headers), url).toBeLessThan(650);
    }
  });

  it("keeps helmet's document headers on a page", async () => {
    const user = await createUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/pagina-de-teste', headers: user.auth });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
