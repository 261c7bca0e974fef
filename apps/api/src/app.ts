import path from 'node:path';
import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerApiDocs } from './api-docs.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { frameworkErrors, registerErrorHandler } from './errors.ts';
import { loggerOptions } from './logging.ts';
import { acessosRoutes } from './modules/acessos/acessos.routes.ts';
import { completosPlugin } from './modules/admin-estatisticas/completos.agendador.ts';
import { assinarEstatisticas } from './modules/admin-estatisticas/estatisticas.eventos.ts';
import { adminEstatisticasRoutes } from './modules/admin-estatisticas/estatisticas.routes.ts';
import { adminGuiaRoutes } from './modules/admin-guia/admin-guia.routes.ts';
import { adminMateriaisRoutes } from './modules/admin-materiais/admin-materiais.routes.ts';
import { adminObjetoRoutes } from './modules/admin-objeto/admin-objeto.routes.ts';
import { exportacaoPlugin } from './modules/admin-objeto/exportacao.worker.ts';
import { adminOnboardingRoutes } from './modules/admin-onboarding/admin-onboarding.routes.ts';
import { adminTecnicosRoutes } from './modules/admin-tecnicos/admin-tecnicos.routes.ts';
import { adminUsuariosRoutes } from './modules/admin-usuarios/admin-usuarios.routes.ts';
import { uploadsPlugin } from './modules/arquivos/uploads.plugin.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { autorizacaoRoutes } from './modules/autorizacao/autorizacao.routes.ts';
import { comprovanteRoutes } from './modules/comprovante/comprovante.routes.ts';
import { configuracaoRoutes } from './modules/configuracao/configuracao.routes.ts';
import { adminConteudoRoutes } from './modules/conteudo/admin-conteudo.routes.ts';
import { conteudoRoutes } from './modules/conteudo/conteudo.routes.ts';
import { evidenciaRoutes } from './modules/evidencia/evidencia.routes.ts';
import { varreduraPlugin } from './modules/evidencia/varrer-orfaos.ts';
import { adminFaqRoutes } from './modules/faq/admin-faq.routes.ts';
import { faqRoutes } from './modules/faq/faq.routes.ts';
import { idempotenciaPlugin } from './modules/idempotencia/idempotencia.plugin.ts';
import { materiaisRoutes } from './modules/materiais/materiais.routes.ts';
import { lembretesPlugin } from './modules/notificacao/lembretes.agendador.ts';
import { notificacaoRoutes } from './modules/notificacao/notificacao.routes.ts';
import { objetoRoutes } from './modules/objeto/objeto.routes.ts';
import { pdfRoutes } from './modules/pdf/pdf.routes.ts';
import { pdfPoolPlugin } from './modules/pdf/pdf-pool.ts';
import { assinarAvaliacaoDoPlano } from './modules/plano-acao/plano-acao.avaliacao.ts';
import { planoAcaoRoutes } from './modules/plano-acao/plano-acao.routes.ts';
import { questionarioRoutes } from './modules/questionario/questionario.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { comparativoPlugin } from './modules/relatorio/comparativo.agendador.ts';
import { relatorioRoutes } from './modules/relatorio/relatorio.routes.ts';
import {
  adminSolicitacaoDocumentoRoutes,
  solicitacaoDocumentoRoutes,
} from './modules/solicitacao-documento/solicitacao-documento.routes.ts';
import { tecnicoRoutes } from './modules/tecnico/tecnico.routes.ts';
import { afterResponsePlugin } from './plugins/after-response.ts';
import { apiCompressionPlugin } from './plugins/api-compression.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { type FileStore, fileStorePlugin } from './plugins/file-store.ts';
import { httpHardeningPlugin } from './plugins/http-hardening.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { relatorioCachePlugin } from './plugins/relatorio-cache.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { schedulerPlugin } from './scheduler/scheduler.plugin.ts';
import { lerDocumentos, registerWebApp } from './web-app.ts';

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

  const webDist = config.WEB_DIST ?? defaultWebDist;
  const documentos = lerDocumentos(webDist, config.PRODUCT_NAME, config.contato);
  await app.register(httpHardeningPlugin, { bodyTimeoutSeconds: config.BODY_TIMEOUT_SECONDS });
  await app.register(securityHeadersPlugin, {
    // HSTS only where the public address is https: sent over plain http it would lock browsers out.
    ...(config.PUBLIC_URL?.startsWith('https:') ? {} : { strictTransportSecurity: false }),
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The built documents' inline scripts, by their hashes (web-app.ts), and no other.
        scriptSrc: ["'self'", ...(documentos?.scripts ?? [])],
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
  // `Idempotency-Key` on the routes that declare `config: { idempotente }` (issue 16).
  await app.register(idempotenciaPlugin);
  await app.register(uploadsPlugin, { config });
  await app.register(rateLimitPlugin, { config });
  await app.register(mailerPlugin, { config });
  await app.register(comparativoPlugin, { config });
  await app.register(completosPlugin, { config });
  await app.register(lembretesPlugin, { config });
  // The subscribers of the domain events (src/events): the statistics follow the producers' acts.
  const desassinarEstatisticas = assinarEstatisticas();
  app.addHook('onClose', async () => desassinarEstatisticas());
  // The action plan's verdict follows the finish of a later edition's questionnaire (issue 17 §2).
  const desassinarPlano = assinarAvaliacaoDoPlano();
  app.addHook('onClose', async () => desassinarPlano());
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
  // In a scope of their own, with their JSON compressed (plugins/api-compression.ts): the web files
  // registered after them come precompressed from the build.
  await app.register(async (escopo) => {
    await escopo.register(apiCompressionPlugin);
    await escopo.register(authRoutes, api);
    await escopo.register(solicitacaoDocumentoRoutes, api);
    await escopo.register(adminSolicitacaoDocumentoRoutes, api);
    await escopo.register(configuracaoRoutes, api);
    await escopo.register(conteudoRoutes, api);
    await escopo.register(adminConteudoRoutes, api);
    await escopo.register(faqRoutes, api);
    await escopo.register(notificacaoRoutes, api);
    await escopo.register(acessosRoutes, api);
    await escopo.register(adminFaqRoutes, api);
    await escopo.register(adminOnboardingRoutes, api);
    await escopo.register(adminUsuariosRoutes, api);
    await escopo.register(adminEstatisticasRoutes, api);
    await escopo.register(adminGuiaRoutes, api);
    await escopo.register(adminMateriaisRoutes, api);
    await escopo.register(referenceRoutes, api);
    await escopo.register(objetoRoutes, api);
    await escopo.register(questionarioRoutes, api);
    await escopo.register(relatorioRoutes, api);
    await escopo.register(evidenciaRoutes, api);
    await escopo.register(materiaisRoutes, api);
    await escopo.register(pdfRoutes, api);
    await escopo.register(planoAcaoRoutes, api);
    await escopo.register(comprovanteRoutes, api);
    // Delegation to accredited technicians (issue 18 §1): the producer's, the technician's, the admin area's.
    await escopo.register(autorizacaoRoutes, api);
    await escopo.register(tecnicoRoutes, api);
    await escopo.register(adminTecnicosRoutes, api);
    await escopo.register(adminObjetoRoutes, { ...api, ...(now ? { now } : {}) });
  });

  await registerWebApp(app, webDist, documentos);
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
