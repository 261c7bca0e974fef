import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The API reference at /api/docs (Scalar). Its bundle weighs ~40 MB of memory, so it is loaded on
 * the first visit, into a small Fastify instance of its own that the main app forwards to.
 */
export function registerApiDocs(app: FastifyInstance) {
  let docs: Promise<FastifyInstance> | null = null;
  const load = async () => {
    const { default: scalar } = await import('@scalar/fastify-api-reference');
    const instance = Fastify({ logger: false });
    await instance.register(scalar, {
      routePrefix: '/api/docs',
      configuration: { content: app.swagger() as Record<string, unknown> },
    });
    await instance.ready();
    return instance;
  };
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    docs ??= load().catch((err) => {
      docs = null;
      throw err;
    });
    const res = await (await docs).inject({
      method: request.method === 'HEAD' ? 'HEAD' : 'GET',
      url: request.url,
      headers: { accept: request.headers.accept ?? '*/*' },
    });
    for (const name of ['content-type', 'cache-control', 'location'] as const) {
      const value = res.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    if (String(res.headers['content-type'] ?? '').startsWith('text/html')) {
      // The reference page boots with one inline script: allow exactly that script by its hash.
      const hashes = [...res.payload.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) =>
          `'sha256-${createHash('sha256')
            .update(m[1] ?? '')
            .digest('base64')}'`,
      );
      reply.header(
        'content-security-policy',
        [
          "default-src 'self'",
          `script-src 'self' ${hashes.join(' ')}`,
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data: blob:",
          "font-src 'self' data:",
          "connect-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "frame-ancestors 'none'",
        ].join('; '),
      );
    }
    return reply.code(res.statusCode).send(res.rawPayload);
  };
  app.addHook('onClose', async () => {
    if (docs) await (await docs.catch(() => null))?.close();
  });
  for (const url of ['/api/docs', '/api/docs/*']) {
    app.route({ method: ['GET', 'HEAD'], url, schema: { hide: true }, handler: forward });
  }
}
