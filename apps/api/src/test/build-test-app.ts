import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyServerOptions, RouteOptions } from 'fastify';
import { inject } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { linhas } from '../db/linhas.ts';
import { localFileStore } from '../plugins/file-store.ts';
import { openTestDatabase } from './test-database.ts';

/** Tables holding user data: emptied between tests; reference data stays. */
export const USER_TABLES = [
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
  'tecnico',
  'autorizacao',
  'solicitacao_acesso',
];

/**
 * What `reset` runs: the effect of `truncate USER_TABLES restart identity cascade` (every listed table, every
 * table that references one of them, their identity sequences back to the start; no row trigger fires),
 * done with DELETEs under `session_replication_role = replica` (no trigger, no foreign-key check) and
 * `setval`. A TRUNCATE gives each table, index and sequence a new file: ~0.3-0.8 s for these 35 tables on
 * the PostgreSQL server, paid before every test. The locks are TRUNCATE's, so a transaction still open
 * on a table finishes before the reset, as before. Without superuser rights (needed for the role) it is
 * the TRUNCATE itself.
 */
async function buildResetStatement(db: Database): Promise<string> {
  const truncate = `truncate ${USER_TABLES.join(', ')} restart identity cascade`;
  const [papel] = await linhas<{ su: string }>(db, sql`select current_setting('is_superuser') as su`);
  if (papel?.su !== 'on') return truncate;
  const listed = `{${USER_TABLES.join(',')}}`;
  const rows = await linhas<{ kind: 'table' | 'sequence'; name: string; start: string | null }>(
    db,
    sql`with recursive alvo(oid) as (
          select unnest(${listed}::text[])::regclass::oid
          union
          select c.conrelid from pg_constraint c join alvo on c.confrelid = alvo.oid where c.contype = 'f'
        )
        select 'table' as kind, alvo.oid::regclass::text as name, null as start from alvo
        union all
        select 'sequence', d.objid::regclass::text, q.seqstart::text
        from pg_depend d join pg_sequence q on q.seqrelid = d.objid
        where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
          and d.deptype in ('a', 'i') and d.refobjid in (select oid from alvo)
        order by 1, 2`,
  );
  const tables = rows.filter((r) => r.kind === 'table').map((r) => r.name);
  const sequences = rows.filter((r) => r.kind === 'sequence');
  return [
    'do $reset$ begin',
    `lock table ${tables.join(', ')} in access exclusive mode;`,
    'set local session_replication_role = replica;',
    ...tables.map((t) => `delete from ${t};`),
    ...sequences.map((q) => `perform setval('${q.name.replace(/'/g, "''")}', ${q.start}, false);`),
    'end $reset$',
  ].join('\n');
}

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
  let resetStatement: string | undefined;

  return {
    app,
    db: handle.db,
    config,
    fileStore,
    /** Every route the application registered, with its options (method, url, zod schemas). */
    routes,
    /** Empties every user-data table (reference data and seeded content stay). */
    async reset() {
      resetStatement ??= await buildResetStatement(handle.db);
      await handle.db.execute(sql.raw(resetStatement));
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
