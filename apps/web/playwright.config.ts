import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3310);
const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 3311);

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    actionTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [
        /mobile\.spec\.ts/,
        /campo\.spec\.ts/,
        /edicoes\.spec\.ts/,
        /biblioteca\.spec\.ts/,
        /plano\.spec\.ts/,
        /tecnico\.spec\.ts/,
      ],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'mobile',
      testMatch: /(mobile|campo)\.spec\.ts/,
      use: { ...devices['Pixel 7'], launchOptions: chromium },
    },
    {
      // Reorders the FAQ topics and the onboarding slides, which are global: it runs once the desktop and
      // mobile journeys are done (they walk the seeded onboarding). Alone: --project biblioteca --no-deps.
      name: 'biblioteca',
      testMatch: /biblioteca\.spec\.ts/,
      dependencies: ['desktop', 'mobile'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      // Adds an available edition for next year, while the other journeys assume the one seeded
      // edition: it runs last, on the same server, once they are done. A file filter ('edicoes') runs the
      // projects it depends on too; alone: --project edicoes --no-deps.
      name: 'edicoes',
      testMatch: /edicoes\.spec\.ts/,
      dependencies: ['desktop', 'mobile'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      // The improvement cycle makes the edition after the latest available, as the editions journey does:
      // it runs after that one, on the edition it left. Alone: --project plano --no-deps.
      name: 'plano',
      testMatch: /plano\.spec\.ts/,
      dependencies: ['edicoes'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      // A technician accredited and granted a unit, then revoked (issue 18 §1, §3). It needs nothing the others
      // leave, but adds users and a technician the desktop journeys' lists would show: it runs after them, on the
      // same server. Alone: --project tecnico --no-deps.
      name: 'tecnico',
      testMatch: /tecnico\.spec\.ts/,
      dependencies: ['desktop', 'mobile'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
  webServer: {
    // The real server on a fresh embedded database, with a mail catcher standing in for SMTP.
    command: `node --import tsx e2e/support/start-server.ts`,
    url: `http://localhost:${PORT}/api/health`,
    env: { E2E_PORT: String(PORT), E2E_MAIL_PORT: String(MAIL_PORT) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
