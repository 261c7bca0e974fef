import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { sql } from 'drizzle-orm';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { notFoundBody, registerErrorHandler } from './errors.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { comprovanteRoutes } from './modules/comprovante/comprovante.routes.ts';
import { configuracaoRoutes } from './modules/configuracao/configuracao.routes.ts';
import { adminConteudoRoutes } from './modules/conteudo/admin-conteudo.routes.ts';
import { conteudoRoutes } from './modules/conteudo/conteudo.routes.ts';
import { evidenciaRoutes } from './modules/evidencia/evidencia.routes.ts';
import { objetoRoutes } from './modules/objeto/objeto.routes.ts';
import { pdfRoutes } from './modules/pdf/pdf.routes.ts';
import { questionarioRoutes } from './modules/questionario/questionario.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { relatorioRoutes } from './modules/relatorio/relatorio.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { type FileStore, fileStorePlugin } from './plugins/file-store.ts';
import { httpHardeningPlugin } from './plugins/http-hardening.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';

export interface AppOptions {
  config: Config;
  db: Database;
  fileStore: FileStore;
  logger?: FastifyServerOptions['logger'];
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole application (API + web files) without listening, so tests can inject(). */
export async function buildApp({ config, db, fileStore, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: true,
    bodyLimit: 1_048_576,
    // Node's own backstop for a whole request; the per-route body deadline is in http-hardening.
    requestTimeout: (Math.max(config.BODY_TIMEOUT_SECONDS, config.UPLOAD_TIMEOUT_SECONDS) + 60) * 1000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(httpHardeningPlugin, { bodyTimeoutSeconds: config.BODY_TIMEOUT_SECONDS });
  await app.register(helmet, {
    // HSTS only where the public address is https: sent over plain http it would lock browsers out.
    ...(config.PUBLIC_URL?.startsWith('https:') ? {} : { strictTransportSecurity: false }),
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(swagger, {
    openapi: { info: { title: `${config.PRODUCT_NAME} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  registerApiDocs(app);

  await app.register(dbPlugin, { db });
  await app.register(fileStorePlugin, { fileStore });
  await app.register(authPlugin, { config });
  await app.register(mailerPlugin, { config });
  await app.register(rateLimitPlugin, { config });

  app.get(
    '/api/health',
    { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );

  // Every API module, explicitly.
  const api = { prefix: '/api', config };
  await app.register(authRoutes, api);
  await app.register(configuracaoRoutes, api);
  await app.register(conteudoRoutes, api);
  await app.register(adminConteudoRoutes, api);
  await app.register(referenceRoutes, api);
  await app.register(objetoRoutes, api);
  await app.register(questionarioRoutes, api);
  await app.register(relatorioRoutes, api);
  await app.register(evidenciaRoutes, api);
  await app.register(pdfRoutes, api);
  await app.register(comprovanteRoutes, api);

  await registerWebApp(app, config.WEB_DIST ?? defaultWebDist, config.PRODUCT_NAME);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** Serves the built single-page app, with index.html as the fallback for its client-side routes. */
/**
 * The API reference at /api/docs (Scalar). Its bundle weighs ~40 MB of memory, so it is loaded on
 * the first visit, into a small Fastify instance of its own that the main app forwards to.
 */
function registerApiDocs(app: FastifyInstance) {
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

async function registerWebApp(app: App, dist: string, productName: string) {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ dist }, 'web app not built: run `npm run build` to serve it');
    app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFoundBody()));
    return;
  }
  // The deployment's product name reaches the single-page app through a meta tag.
  const indexHtml = readFileSync(indexFile, 'utf8').replace(
    '<meta name="product-name" content="Guia" />',
    `<meta name="product-name" content="${escapeAttribute(productName)}" />`,
  );
  await app.register(fastifyStatic, {
    root: dist,
    index: false,
    setHeaders(reply, filePath) {
      // Vite fingerprints everything under assets/: cache it for good.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.toLowerCase().startsWith('/api')) {
      return reply.status(404).send(notFoundBody());
    }
    return sendIndex(reply);
  });
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
