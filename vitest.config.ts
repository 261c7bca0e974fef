import { defineConfig } from 'vitest/config';

/**
 * The API tests that exercise what differs between the two database drivers (node-postgres and the
 * embedded PGlite): opening and copying databases, raw rows and error codes, advisory locks, row
 * streams, triggers, the one-statement answer save, transactions. `npm test` with TEST_DATABASE_URL runs
 * the whole API suite on PostgreSQL and these again on PGlite (`API_TESTS=driver`); the end-to-end
 * journeys run the whole product on PGlite. Without TEST_DATABASE_URL every API test runs on PGlite.
 */
const DRIVER_TESTS = [
  'src/test/**/*.test.ts',
  'src/db/**/*.test.ts',
  'src/scheduler/**/*.test.ts',
  'src/modules/reference/reference.routes.test.ts',
  'src/modules/admin-objeto/admin-objeto.exportacao.test.ts',
  'src/modules/objeto/objeto.validacao-banco.routes.test.ts',
  'src/modules/questionario/questionario.resposta.routes.test.ts',
  'src/modules/questionario/resposta.idempotencia.test.ts',
  'src/modules/questionario/lote-respostas.test.ts',
  'src/modules/idempotencia/idempotencia.test.ts',
  'src/modules/relatorio/relatorio.routes.test.ts',
  'src/modules/relatorio/relatorio.carimbos.test.ts',
  'src/modules/admin-estatisticas/estatisticas-rollup.test.ts',
  'src/modules/admin-guia/admin-guia.salvar-estrutura.test.ts',
  'src/modules/auth/auth.sessions.test.ts',
];

export default defineConfig({
  test: {
    // Vitest's default worker count (one less than the cores). The web files that share their worker's
    // modules (`web`, isolate: false) fail in some orders when two workers split them on a cold cache
    // (a fresh clone): the API suite on PostgreSQL, which has no such state, takes one worker per core
    // from scripts/test.mjs instead.
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: process.env.API_TESTS === 'driver' ? DRIVER_TESTS : ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each test file owns one database, a copy of the template migrated and seeded once per
          // run by the global setup; files run in parallel, one worker per core (`maxWorkers` above).
          globalSetup: ['./src/test/global-setup.ts'],
          pool: 'forks',
          // The app's modules are imported once per worker, not once per file (they are most of a
          // file's start-up); every file still builds its own app and database.
          isolate: false,
        },
      },
      './apps/web/vitest.config.ts',
      './apps/web/vitest.isolado.config.ts',
    ],
  },
});
