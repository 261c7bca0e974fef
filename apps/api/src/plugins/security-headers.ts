import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers that govern a document only (what a page may load, its opener, its referrer, old
 * browsers' filters). A JSON answer of the API is read by the app's fetch and never runs as a page, so they
 * only cost bytes: on a field connection (issue 16 §4) they were ~500 of an answer save's ~1,150 bytes.
 * nosniff, X-Frame-Options, CORP, HSTS and the Permissions-Policy stay on every answer.
 */
export const CABECALHOS_SO_DE_DOCUMENTO = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The policy of a JSON answer opened by itself in a tab: it loads nothing and nothing frames it. */
export const CSP_DA_API = "default-src 'none'; frame-ancestors 'none'";

function ehJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType);
}

/**
 * helmet's security headers on every answer, with the middleware built ONCE. @fastify/helmet 13
 * calls `helmet(options)` on every request, parsing the CSP directives again each time (about 4% of a
 * report's CPU in `npm run bench`); the headers are the same. JSON answers of /api keep only the headers
 * that still mean something for them (`CABECALHOS_SO_DE_DOCUMENTO`, `CSP_DA_API`).
 */
export const securityHeadersPlugin = fp<HelmetOptions>(
  async (app, options) => {
    const aplicar = helmet(options);
    app.addHook('onRequest', (request, reply, done) => {
      aplicar(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.toLowerCase().startsWith('/api/') && ehJson(reply.getHeader('content-type'))) {
        // helmet wrote these on the raw response, under Fastify's own headers.
        for (const nome of CABECALHOS_SO_DE_DOCUMENTO) reply.raw.removeHeader(nome);
        reply.raw.setHeader('content-security-policy', CSP_DA_API);
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
