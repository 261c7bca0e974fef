import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { Contato } from '@guia/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundBody } from './errors.ts';

/** Serves the built single-page app, with index.html as the fallback for its client-side routes. */
export async function registerWebApp(
  app: FastifyInstance,
  dist: string,
  productName: string,
  contato: Contato,
) {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ dist }, 'web app not built: run `npm run build` to serve it');
    app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFoundBody()));
    return;
  }
  // The deployment's product name and contact channels reach the single-page app through meta tags:
  // there at the first paint, with no extra request on a first visit.
  const indexHtml = readFileSync(indexFile, 'utf8').replace(
    '<meta name="product-name" content="Guia" />',
    `<meta name="product-name" content="${escapeAttribute(productName)}" />` +
      `<meta name="contato" content="${escapeAttribute(JSON.stringify(contato))}" />`,
  );
  // Every first visit downloads index.html: compress it once here, like the build does the assets.
  const index = precompress(Buffer.from(indexHtml));
  await app.register(fastifyStatic, {
    root: dist,
    index: false,
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
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', INDEX_ENCODINGS);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding === 'br' || encoding === 'gzip') {
      return reply.header('content-encoding', encoding).send(index[encoding]);
    }
    return reply.send(index.identity);
  };
  app.get('/', { schema: { hide: true } }, sendIndex);
  // Served from disk it would miss the deployment's settings.
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

function precompress(body: Buffer) {
  return {
    identity: body,
    br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
