import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PRODUTO_NA_LANDING, SCRIPT_DA_LANDING } from '@guia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'guia-web-dist-'));
const asset = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const texto${i} = 'Autoavaliação ${i}';`).join('\n'),
);
const LANDING_HTML =
  `<!doctype html><html><head><meta charset="UTF-8" /><script>${SCRIPT_DA_LANDING}</script>` +
  '<meta name="product-name" content="Guia" /></head><body><div id="root" data-prerender="/">' +
  `<header><a href="/" aria-label="${PRODUTO_NA_LANDING}: página inicial">${PRODUTO_NA_LANDING}</a></header>` +
  '<h1>Sustentabilidade da pecuária, medida por quem faz</h1><button>CADASTRE-SE GRÁTIS</button>' +
  `<p>O ${PRODUTO_NA_LANDING} é a autoavaliação anual.</p></div></body></html>`;
// The shell's own inline script (the build's preload of the answering screen, apps/web/vite/precarga-do-campo.ts).
const SCRIPT_DO_SHELL = 'try{if(localStorage.getItem("guia.auth"))console.log("campo")}catch(e){}';
const INDEX_HTML =
  '<!doctype html><html><head><meta name="product-name" content="Guia" />' +
  `<script>${SCRIPT_DO_SHELL}</script></head><body><div id="root"></div></body></html>`;
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  // What the build's prerender writes (apps/web/scripts/prerender-landing.mjs): the shell with the landing's
  // markup, the product named by its placeholder in text and in attributes.
  writeFileSync(path.join(dist, 'landing.html'), LANDING_HTML);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/app-abc123.js"}}');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // The service worker and the manifest (vite-plugin-pwa), the worker with its brotli copy.
  const sw = Buffer.from(
    `self.__precache = ${JSON.stringify(Array.from({ length: 80 }, (_, i) => `assets/c${i}.js`))};`,
  );
  writeFileSync(path.join(dist, 'sw.js'), sw);
  writeFileSync(path.join(dist, 'sw.js.br'), brotliCompressSync(sw));
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Guia","start_url":"/resumo"}');
  // What the build writes: the asset and its brotli and gzip copies side by side.
  writeFileSync(path.join(dist, 'assets', 'landing-def456.js'), asset);
  writeFileSync(path.join(dist, 'assets', 'landing-def456.js.br'), brotliCompressSync(asset));
  writeFileSync(path.join(dist, 'assets', 'landing-def456.js.gz'), gzipSync(asset));
  t = await buildTestApp({
    WEB_DIST: dist,
    PRODUCT_NAME: 'Guia "Pecuária" & Cia',
    contato: { email: 'fale@guia.example.org', whatsapp: '5561996350400', youtube: 'https://youtu.be/"x"<' },
  });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('answers index.html for the client-side routes, with the product name escaped', async () => {
    for (const url of ['/', '/resumo', '/unidades/12', '/admin']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('content="Guia &quot;Pecuária&quot; &amp; Cia"');
    }
  });

  it('gives the page the configured contact channels in a meta tag, only those configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ajuda' });
    const content = /<meta name="contato" content="([^"]*)" \/>/.exec(res.body)?.[1];
    const json = content!
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&');
    expect(JSON.parse(json)).toEqual({
      email: 'fale@guia.example.org',
      whatsapp: '5561996350400',
      youtube: 'https://youtu.be/"x"<',
    });
  });

  it('serves the service worker and the manifest to be revalidated on every use, the worker at the root scope', async () => {
    for (const encoding of ['br', 'identity']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/sw.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('no-cache');
      // Served from the root, its scope is the whole app: no Service-Worker-Allowed header is needed.
      expect(res.headers['service-worker-allowed']).toBeUndefined();
    }
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('serves fingerprinted assets with a long cache, without the headers only documents read', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/resumo' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves the precompressed copy the browser accepts, brotli first, with Vary: Accept-Encoding', async () => {
    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/assets/landing-def456.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(res.statusCode, acceptEncoding).toBe(200);
      expect(res.headers['content-encoding'], acceptEncoding).toBe(expected);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const body = expected === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(body.equals(asset), acceptEncoding).toBe(true);
      expect(res.rawPayload.length).toBeLessThan(asset.length / 4);
    }
  });

  it('serves the plain asset to a client that accepts no compression, still varying on it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/landing-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(asset)).toBe(true);
  });

  it('compresses the landing and index.html (rewritten with the deployment settings) for every client-side route', async () => {
    const landing = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(landing.headers['content-encoding']).toBeUndefined();
    const plain = await t.app.inject({ method: 'GET', url: '/unidades/12' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const url of ['/', '/resumo', '/index.html']) {
      for (const [acceptEncoding, decode] of [
        ['gzip, deflate, br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': acceptEncoding },
        });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBe(acceptEncoding === 'gzip' ? 'gzip' : 'br');
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(decode(res.rawPayload).toString('utf8'), url).toBe(url === '/' ? landing.body : plain.body);
      }
    }
    expect(plain.body).toContain('content="Guia &quot;Pecuária&quot; &amp; Cia"');
  });

  it('keeps unknown API addresses and non-GET requests in the JSON error envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/NaoExiste'],
      ['POST', '/resumo'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({
        error: 'Endereço não encontrado.',
        clientMessage: 'Endereço não encontrado.',
        code: 'not_found',
      });
    }
  });
});

describe('the prerendered landing (issue 16 §4)', () => {
  it('sends `/` the prerendered landing, with the deployment product name written into its markup', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<h1>Sustentabilidade da pecuária, medida por quem faz</h1>');
    expect(res.body).toContain('<button>CADASTRE-SE GRÁTIS</button>');
    expect(res.body).toContain('<div id="root" data-prerender="/">');
    // Escaped alike in an attribute and in the text; the placeholder is gone.
    expect(res.body).toContain('aria-label="Guia &quot;Pecuária&quot; &amp; Cia: página inicial"');
    expect(res.body).toContain('>Guia &quot;Pecuária&quot; &amp; Cia</a>');
    expect(res.body).toContain('<p>O Guia &quot;Pecuária&quot; &amp; Cia é a autoavaliação anual.</p>');
    expect(res.body).not.toContain(PRODUTO_NA_LANDING);
    expect(res.body).toContain('content="Guia &quot;Pecuária&quot; &amp; Cia"');
    expect(res.body).toContain('<meta name="contato" content="');
  });

  it("lets the documents' inline scripts run, by the hashes of those sent in the Content-Security-Policy", async () => {
    const hashDe = (texto: string) => `'sha256-${createHash('sha256').update(texto).digest('base64')}'`;
    for (const [url, esperados] of [
      ['/', [SCRIPT_DA_LANDING]],
      ['/guia/1/2/3', [SCRIPT_DO_SHELL]],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      const scripts = [...res.body.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]);
      expect(scripts, url).toEqual(esperados);
      const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
      // Only 'self' and the built documents' scripts (the landing's and the shell's): no 'unsafe-inline'.
      expect(scriptSrc?.split(' '), url).toEqual([
        "'self'",
        hashDe(SCRIPT_DO_SHELL),
        hashDe(SCRIPT_DA_LANDING),
      ]);
    }
  });

  it("lets the landing add the rest of Mantine's styles: a style sheet of its own origin (issue 16 §4)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const styleSrc = /style-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(styleSrc?.split(' ')).toContain("'self'");
  });

  it('allows no inline script when the web app is not built', async () => {
    const vazio = mkdtempSync(path.join(tmpdir(), 'guia-web-dist-'));
    const app = await buildTestApp({ WEB_DIST: vazio });
    try {
      const res = await app.app.inject({ method: 'GET', url: '/resumo' });
      expect(res.statusCode).toBe(404);
      const csp = String(res.headers['content-security-policy']);
      expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'");
    } finally {
      await app.close();
      rmSync(vazio, { recursive: true, force: true });
    }
  });

  it('sends every other path, and /index.html that the service worker keeps, the empty shell', async () => {
    // The last two: built files that are not handed out as they are.
    for (const url of [
      '/resumo',
      '/index.html',
      '/unidades/12',
      '/acessar',
      '/landing.html',
      '/.vite/manifest.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('Sustentabilidade da pecuária');
      expect(res.body, url).not.toContain(SCRIPT_DA_LANDING);
    }
  });

  it('sends `/` the shell when the build has no prerendered landing', async () => {
    const semLanding = mkdtempSync(path.join(tmpdir(), 'guia-web-dist-'));
    writeFileSync(
      path.join(semLanding, 'index.html'),
      '<!doctype html><html><head><meta name="product-name" content="Guia" /></head><body><div id="root"></div></body></html>',
    );
    const app = await buildTestApp({ WEB_DIST: semLanding });
    try {
      const res = await app.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    } finally {
      await app.close();
      rmSync(semLanding, { recursive: true, force: true });
    }
  });
});
