import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// The API's JSON answers compressed at request time, negotiated from Accept-Encoding (the web app's
// files come precompressed from the build: web-app.ts). Registered inside the scope that holds the
// API modules only (app.ts), so the web files and the API docs are left as they are.

/** Bodies smaller than this go as they are: the encoding would save less than its own cost. */
export const LIMIAR_DE_COMPRESSAO = 1024;

/**
 * Brotli quality for bodies made per request: on the questionnaire, 5 beats gzip where 4 does not,
 * in a few ms where 11 takes ~300 (docs/performance.md, "Issue 16: compressed API answers").
 */
export const QUALIDADE_BROTLI = 5;

/** JSON, problem+json included. */
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/i;

export const apiCompressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    // brotli first, then gzip; no deflate (ambiguous framing) and no zstd (not on Node 20).
    encodings: ['br', 'gzip'],
    threshold: LIMIAR_DE_COMPRESSAO,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: QUALIDADE_BROTLI } },
    // Only JSON by our own test. @fastify/compress also compresses what mime-db calls compressible
    // (text/csv, image/svg+xml…); no /api route sends such a type today: PDFs, spreadsheets and the
    // sniffed evidence types are not compressible there, so files go untouched.
    customTypes: JSON_TYPE,
    // A reply that already has a Content-Encoding (the reports' held gzip bodies) is passed through
    // by the plugin as it is: never compressed twice.
    // Request bodies stay as today: a compressed upload is not inflated by the server.
    globalDecompression: false,
  });
});
