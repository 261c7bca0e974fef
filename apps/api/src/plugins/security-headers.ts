import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers on every answer, with the middleware built ONCE. @fastify/helmet 13
 * calls `helmet(options)` on every request, parsing the CSP directives again each time (about 4% of a
 * report's CPU in `npm run bench`); the headers are the same.
 */
export const securityHeadersPlugin = fp<HelmetOptions>(
  async (app, options) => {
    const aplicar = helmet(options);
    app.addHook('onRequest', (request, reply, done) => {
      aplicar(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
    });
  },
  { name: 'security-headers' },
);
