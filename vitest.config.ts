import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each test file owns one database, a copy of the template migrated and seeded once per
          // run by the global setup; files run in parallel on the 2 cores.
          globalSetup: ['./src/test/global-setup.ts'],
          pool: 'forks',
          // The app's modules are imported once per worker, not once per file (they are most of a
          // file's start-up); every file still builds its own app and database.
          isolate: false,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
