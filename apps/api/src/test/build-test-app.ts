import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyServerOptions, RouteOptions } from 'fastify';
import pg from 'pg';
import { type App, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { localFileStore } from '../plugins/file-store.ts';

/** Tables holding user data: emptied between tests; reference data stays. */
const USER_TABLES = [
  'usuario',
  'auditoria',
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
];

/**
 * One application per test file on a fresh database: in-memory PGlite by default, or a throwaway
 * database on the PostgreSQL server of TEST_DATABASE_URL (dropped by `close`).
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

  let handle: DatabaseHandle;
  let dropDatabase = async () => {};
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `guia_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ url: url.toString() });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    handle = await openDatabase({ dataDir: 'memory' });
  }
  await handle.migrate();
  const fileStore = localFileStore(path.join(dataDir, 'files'));
  await seedDatabase(handle.db, fileStore);
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
