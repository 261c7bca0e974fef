/**
 * What one API test file's database costs: migrated and seeded per file (before issue 15) against
 * a copy of the run's template (PGlite dump, or `CREATE DATABASE ... TEMPLATE` on the PostgreSQL
 * server of TEST_DATABASE_URL). Run: node --import tsx bench/test-database.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { dropTemplate, openTestDatabase, prepareTemplate } from '../src/test/test-database.ts';

const N = Number(process.env.N ?? 3);
const root = mkdtempSync(path.join(tmpdir(), 'guia-bench-testdb-'));
const banco = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

async function open(tpl: Awaited<ReturnType<typeof prepareTemplate>> | undefined) {
  const start = performance.now();
  const { handle, drop } = await openTestDatabase(mkdtempSync(path.join(root, 'f-')), tpl);
  const ms = performance.now() - start;
  await handle.close();
  await drop();
  return ms;
}

try {
  const perFile: number[] = [];
  for (let i = 0; i < N; i++) perFile.push(await open(undefined));
  const start = performance.now();
  const tpl = await prepareTemplate();
  const prepare = performance.now() - start;
  const copies: number[] = [];
  try {
    for (let i = 0; i < N; i++) copies.push(await open(tpl));
  } finally {
    await dropTemplate(tpl);
  }
  const fmt = (xs: number[]) => xs.map((x) => `${Math.round(x)}`).join(', ');
  console.log(`${banco}: migrate + seed per file: ${fmt(perFile)} ms`);
  console.log(`${banco}: template once: ${Math.round(prepare)} ms; each copy: ${fmt(copies)} ms`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
