import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { type Contato, PRODUTO_NA_LANDING } from '@guia/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundBody } from './errors.ts';

/** The built documents as the server sends them: the empty shell and the prerendered landing. */
export interface Documentos {
  index: Precompressed;
  landing: Precompressed;
  /**
   * The Content-Security-Policy sources that let their inline scripts run, each exact text by its hash: the
   * landing's redirect of a signed-in visitor, the shell's preload of the answering screen (issue 16 §4).
   */
  scripts: string[];
}

/**
 * Reads the built documents once, at start, with the deployment's settings written in (null when the web
 * app is not built): the security headers need their inline scripts' hashes before the routes exist.
 */
export function lerDocumentos(dist: string, productName: string, contato: Contato): Documentos | null {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) return null;
  // The deployment's product name and contact channels reach the single-page app through meta tags:
  // there at the first paint, with no extra request on a first visit.
  const metaTags =
    `<meta name="product-name" content="${escapeAttribute(productName)}" />` +
    `<meta name="contato" content="${escapeAttribute(JSON.stringify(contato))}" />`;
  const withSettings = (html: string) =>
    html
      .replace('<meta name="product-name" content="Guia" />', () => metaTags)
      // The prerendered markup names the product by a placeholder (text and attributes alike).
      .replaceAll(PRODUTO_NA_LANDING, () => escapeAttribute(productName));
  const index = withSettings(readFileSync(indexFile, 'utf8'));
  const landingFile = path.join(dist, 'landing.html');
  // A build without the prerender (an older one) still works: `/` gets the shell, as before.
  const landing = existsSync(landingFile) ? withSettings(readFileSync(landingFile, 'utf8')) : index;
  // Every first visit downloads one of these: compress them once here, like the build does the assets.
  const compressedIndex = precompress(Buffer.from(index));
  return {
    index: compressedIndex,
    landing: landing === index ? compressedIndex : precompress(Buffer.from(landing)),
    scripts: [...new Set([...scriptsEmLinha(index), ...scriptsEmLinha(landing)])].map(
      (texto) => `'sha256-${createHash('sha256').update(texto).digest('base64')}'`,
    ),
  };
}

/** The text of each inline script (a `<script>` without attributes) of a built document. */
export function scriptsEmLinha(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
}

/**
 * Serves the built single-page app, with index.html (the empty shell) as the fallback for its client-side
 * routes, and `/` as landing.html: the same shell with the landing's markup prerendered at build time, so
 * that its first paint needs no JavaScript (issue 16 §4).
 */
export async function registerWebApp(app: FastifyInstance, dist: string, documentos: Documentos | null) {
  if (!documentos) {
    app.log.warn({ dist }, 'web app not built: run `npm run build` to serve it');
    app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFoundBody()));
    return;
  }
  const { index, landing } = documentos;
  await app.register(fastifyStatic, {
    root: dist,
    index: false,
    // Built files that are not the app's to hand out: Vite's manifest (the prerender reads it) and the raw
    // landing.html (its placeholder not yet replaced: `/` sends it rewritten). Both get the shell, as an
    // unknown path does.
    allowedPath: (pathname) => !pathname.startsWith('/.vite/') && pathname !== '/landing.html',
    // The build writes .br and .gz next to each asset; the variant is chosen from Accept-Encoding.
    preCompressed: true,
    setHeaders(reply, filePath) {
      // The service worker and the app manifest keep their names across versions: the browser must ask
      // every time, or a new version would wait for a stale copy to expire (issue 16 §3).
      if (REVALIDATE_ALWAYS.has(path.basename(filePath).replace(/\.(br|gz)$/, ''))) {
        reply.header('cache-control', 'no-cache');
        return;
      }
      if (!filePath.includes(`${path.sep}assets${path.sep}`)) return;
      // Vite fingerprints everything under assets/: cache it for good.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      // A first visit fetches dozens of scripts, over HTTP/1.1 without header compression: the
      // headers that only govern documents would add ~0.6 kB to each.
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    },
  });
  const sender = (document: Precompressed) => (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', INDEX_ENCODINGS);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding === 'br' || encoding === 'gzip') {
      return reply.header('content-encoding', encoding).send(document[encoding]);
    }
    return reply.send(document.identity);
  };
  const sendIndex = sender(index);
  // The landing's markup for `/` only: another path (a producer's /resumo) must never show it.
  app.get('/', { schema: { hide: true } }, sender(landing));
  // Served from disk it would miss the deployment's settings. The service worker precaches the shell from here.
  app.get('/index.html', { schema: { hide: true } }, sendIndex);
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.toLowerCase().startsWith('/api')) {
      return reply.status(404).send(notFoundBody());
    }
    return sendIndex(request, reply);
  });
}

const INDEX_ENCODINGS = ['br', 'gzip'];

/** Unfingerprinted files of the app shell (vite-plugin-pwa's output): revalidated on every use. */
const REVALIDATE_ALWAYS = new Set(['sw.js', 'manifest.webmanifest']);

/** Helmet's headers that a script, style sheet or font ignores (nosniff, CORP and HSTS stay). */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

interface Precompressed {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function precompress(body: Buffer): Precompressed {
  return {
    identity: body,
    br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
