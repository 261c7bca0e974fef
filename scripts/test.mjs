#!/usr/bin/env node
// Runs every test: unit and API tests (Vitest; the API on embedded PGlite, or on the PostgreSQL server
// of TEST_DATABASE_URL when it is set, with the driver-level tests again on PGlite), then the
// end-to-end journeys in Chromium on the embedded PGlite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

const reports = mkdtempSync(path.join(tmpdir(), 'guia-tests-'));
const totals = { passed: 0, failed: 0 };
const failures = [];
let failed = false;

function run(label, command, args, env = {}, base = process.env) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...base, ...env } });
  console.log(`=== ${label}: ${Math.round((Date.now() - started) / 1000)} s ===`);
  if (result.status !== 0) failed = true;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  for (const file of r.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') failures.push(`${path.relative(process.cwd(), file.name)} > ${t.fullName}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(
        `${path.relative(process.cwd(), file.name)}: ${(file.message ?? 'failed').split('\n')[0]}`,
      );
    }
  }
  totals.failed +=
    r.numFailedTests + (r.numTotalTestSuites > 0 && r.success === false && r.numFailedTests === 0 ? 1 : 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.stats.expected;
  totals.failed += r.stats.unexpected + r.stats.flaky;
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected' || t.status === 'flaky') {
          failures.push(`${[...trail, spec.title].join(' > ')} [${t.projectName}, ${t.status}]`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of r.suites ?? []) walk(suite, [suite.title]);
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    run('install Debian chromium', 'sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium']);
  }
  if (!existsSync(chromium)) {
    console.error('Chromium not found: install Debian\'s "chromium" package or set CHROMIUM_PATH.');
    process.exit(1);
  }
}

// With a PostgreSQL server the API suite runs there, and only its driver-level tests run again on PGlite
// (see DRIVER_TESTS in vitest.config.ts); the end-to-end journeys below run the whole product on PGlite.
const pgUrl = process.env.TEST_DATABASE_URL;
const { TEST_DATABASE_URL: _pg, ...pgliteEnv } = process.env;
const vitestJson = path.join(reports, 'vitest.json');
run(
  pgUrl ? 'unit + web + API driver tests (PGlite)' : 'unit + API (PGlite) + web',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  pgUrl ? { API_TESTS: 'driver' } : {},
  pgliteEnv,
);
countVitest(vitestJson);

if (pgUrl) {
  const pgJson = path.join(reports, 'vitest-pg.json');
  run('API on PostgreSQL', 'npx', [
    'vitest',
    'run',
    '--project',
    'api',
    // One worker per core: the API files share no browser state, and mostly wait on the server.
    `--maxWorkers=${availableParallelism()}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${pgJson}`,
  ]);
  countVitest(pgJson);
}

ensureChromium();
const e2eJson = path.join(reports, 'e2e.json');
run('end-to-end (Chromium)', 'npm', ['run', 'test:e2e', '--', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
});
countPlaywright(e2eJson);

if (failures.length > 0) {
  console.log('\nFailed:');
  for (const f of failures) console.log(`  - ${f}`);
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failed || totals.failed > 0 ? 1 : 0);
