import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyServerOptions, RouteOptions } from 'fastify';
import { inject } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { localFileStore } from '../plugins/file-store.ts';
import { openTestDatabase } from './test-database.ts';

/** Tables holding user data: emptied between tests; reference data stays. */
const USER_TABLES = [
  'usuario',
  'auditoria',
  'notificacao',
  'lembrete_email_envio',
  'objeto',
  'questionario',
  'resposta',
  'resultado_principio',
  'questionario_completo',
  'questionario_pendente',
  'estat_entrega',
  'estat_objeto',
  'estat_objeto_entrega',
  'estat_cadastro',
  'codigo_verificacao',
  'cadastro_pendente',
  'codigo_login',
  'solicitacao_documento',
  'token_recuperacao',
  'refresh_token',
  'rate_limit',
  'email_outbox',
  'comparativo_grupo',
  'comparativo_membro',
  'comparativo_estado',
  'objeto_resultado',
  'objeto_indicador_ultimo',
  'exportacao',
  'plano_acao',
  'plano_acao_item',
  'plano_acao_registro',
];

/**
 * One application per test file on a fresh database: in-memory PGlite by default, or a throwaway
 * database on the PostgreSQL server of TEST_DATABASE_URL (dropped by `close`). The database is a
 * copy of the run's migrated and seeded template (see `global-setup.ts`).
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: {
    now?: () => Date;
    logger?: FastifyServerOptions['logger'];
    /** Registers more routes before the app is ready (a route a module might add one day). */
    extraRoutes?: (app: App) => void;
  } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'guia-test-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    },
    {
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      jwtSecret: 'test-secret-test-secret-test-secret-0123',
      // Tests refresh the comparative snapshots themselves, when they choose.
      COMPARATIVO_ATUALIZACAO_SEGUNDOS: 0,
      // The statistics read recounts the marks itself; no timer in tests.
      ESTATISTICAS_COMPLETOS_SEGUNDOS: 0,
      ...overrides,
    },
  );

  const filesDir = path.join(dataDir, 'files');
  // Outside Vitest (the benches) there is no template: the database is migrated and seeded here.
  const template = process.env.VITEST ? inject('testDatabase') : undefined;
  const { handle, drop: dropDatabase } = await openTestDatabase(filesDir, template);
  const fileStore = localFileStore(filesDir);
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    config,
    db: handle.db,
    fileStore,
    logger: options.logger ?? false,
    ...(options.now ? { now: options.now } : {}),
    onRoute: (route) => routes.push(route),
  });
  options.extraRoutes?.(app);
  await app.ready();

  return {
    app,
    db: handle.db,
    config,
    fileStore,
    /** Every route the application registered, with its options (method, url, zod schemas). */
    routes,
    /** Empties every user-data table (reference data and seeded content stay). */
    async reset() {
      await handle.db.execute(sql.raw(`truncate ${USER_TABLES.join(', ')} restart identity cascade`));
    },
    async close() {
      await app.close();
      await handle.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
