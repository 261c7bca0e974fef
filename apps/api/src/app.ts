import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import type { Contato } from '@guia/shared';
import { sql } from 'drizzle-orm';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
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
import { frameworkErrors, notFoundBody, registerErrorHandler } from './errors.ts';
import { loggerOptions } from './logging.ts';
import { completosPlugin } from './modules/admin-estatisticas/completos.agendador.ts';
import { assinarEstatisticas } from './modules/admin-estatisticas/estatisticas.eventos.ts';
import { adminEstatisticasRoutes } from './modules/admin-estatisticas/estatisticas.routes.ts';
import { adminGuiaRoutes } from './modules/admin-guia/admin-guia.routes.ts';
import { adminMateriaisRoutes } from './modules/admin-materiais/admin-materiais.routes.ts';
import { adminObjetoRoutes } from './modules/admin-objeto/admin-objeto.routes.ts';
import { exportacaoPlugin } from './modules/admin-objeto/exportacao.worker.ts';
import { adminOnboardingRoutes } from './modules/admin-onboarding/admin-onboarding.routes.ts';
import { adminUsuariosRoutes } from './modules/admin-usuarios/admin-usuarios.routes.ts';
import { uploadsPlugin } from './modules/arquivos/uploads.plugin.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { comprovanteRoutes } from './modules/comprovante/comprovante.routes.ts';
import { configuracaoRoutes } from './modules/configuracao/configuracao.routes.ts';
import { adminConteudoRoutes } from './modules/conteudo/admin-conteudo.routes.ts';
import { conteudoRoutes } from './modules/conteudo/conteudo.routes.ts';
import { evidenciaRoutes } from './modules/evidencia/evidencia.routes.ts';
import { varreduraPlugin } from './modules/evidencia/varrer-orfaos.ts';
import { adminFaqRoutes } from './modules/faq/admin-faq.routes.ts';
import { faqRoutes } from './modules/faq/faq.routes.ts';
import { materiaisRoutes } from './modules/materiais/materiais.routes.ts';
import { objetoRoutes } from './modules/objeto/objeto.routes.ts';
import { pdfRoutes } from './modules/pdf/pdf.routes.ts';
import { pdfPoolPlugin } from './modules/pdf/pdf-pool.ts';
import { questionarioRoutes } from './modules/questionario/questionario.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { comparativoPlugin } from './modules/relatorio/comparativo.agendador.ts';
import { relatorioRoutes } from './modules/relatorio/relatorio.routes.ts';
import {
  adminSolicitacaoDocumentoRoutes,
  solicitacaoDocumentoRoutes,
} from './modules/solicitacao-documento/solicitacao-documento.routes.ts';
import { afterResponsePlugin } from './plugins/after-response.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { type FileStore, fileStorePlugin } from './plugins/file-store.ts';
import { httpHardeningPlugin } from './plugins/http-hardening.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { relatorioCachePlugin } from './plugins/relatorio-cache.ts';
import { schedulerPlugin } from './scheduler/scheduler.plugin.ts';

export interface AppOptions {
  config: Config;
  db: Database;
  fileStore: FileStore;
  logger?: FastifyServerOptions['logger'];
  /** The clock (tests move it instead of waiting). */
  now?: () => Date;
  /** Sees every route as it is registered (tests build the authorization matrix and the fuzz from it). */
  onRoute?: (route: RouteOptions) => void;
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole application (API + web files) without listening, so tests can inject(). */
export async function buildApp({ config, db, fileStore, logger, now, onRoute }: AppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.LOG_LEVEL),
    frameworkErrors,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // A forwarded address counts only from the proxies TRUST_PROXY names: anyone can send the header.
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    // Node's own backstop for a whole request; the per-route body deadline is in http-hardening.
    requestTimeout: (Math.max(config.BODY_TIMEOUT_SECONDS, config.UPLOAD_TIMEOUT_SECONDS) + 60) * 1000,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);

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
  await app.register(pdfPoolPlugin, { threads: config.PDF_THREADS });
  await app.register(authPlugin, { config, ...(now ? { now } : {}) });
  // Every periodic job runs on it; on its own except in tests, which call tick() / run().
  await app.register(schedulerPlugin, { automatic: config.NODE_ENV !== 'test' });
  await app.register(afterResponsePlugin);
  await app.register(uploadsPlugin, { config });
  await app.register(rateLimitPlugin, { config });
  await app.register(mailerPlugin, { config });
  await app.register(comparativoPlugin, { config });
  await app.register(completosPlugin, { config });
  // The subscribers of the domain events (src/events), once: the statistics follow the producers' acts.
  assinarEstatisticas();
  await app.register(relatorioCachePlugin, { ...(now ? { now } : {}) });
  await app.register(exportacaoPlugin, { config });
  await app.register(varreduraPlugin, { config });

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
  await app.register(solicitacaoDocumentoRoutes, api);
  await app.register(adminSolicitacaoDocumentoRoutes, api);
  await app.register(configuracaoRoutes, api);
  await app.register(conteudoRoutes, api);
  await app.register(adminConteudoRoutes, api);
  await app.register(faqRoutes, api);
  await app.register(adminFaqRoutes, api);
  await app.register(adminOnboardingRoutes, api);
  await app.register(adminUsuariosRoutes, api);
  await app.register(adminEstatisticasRoutes, api);
  await app.register(adminGuiaRoutes, api);
  await app.register(adminMateriaisRoutes, api);
  await app.register(referenceRoutes, api);
  await app.register(objetoRoutes, api);
  await app.register(questionarioRoutes, api);
  await app.register(relatorioRoutes, api);
  await app.register(evidenciaRoutes, api);
  await app.register(materiaisRoutes, api);
  await app.register(pdfRoutes, api);
  await app.register(comprovanteRoutes, api);
  await app.register(adminObjetoRoutes, { ...api, ...(now ? { now } : {}) });

  await registerWebApp(app, config.WEB_DIST ?? defaultWebDist, config.PRODUCT_NAME, config.contato);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** TRUST_PROXY for Fastify: a hop count trusts that many proxies nearest to the server. */
function trustProxy(
  value: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (value === undefined) return false;
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

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

/** Serves the built single-page app, with index.html as the fallback for its client-side routes. */
async function registerWebApp(app: App, dist: string, productName: string, contato: Contato) {
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
