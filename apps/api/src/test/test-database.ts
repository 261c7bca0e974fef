import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { localFileStore } from '../plugins/file-store.ts';

/**
 * The migrated and seeded database every API test file starts from, prepared once per run by
 * `global-setup.ts`: a PGlite dump (a tarball on disk) or a template database on the PostgreSQL
 * server of TEST_DATABASE_URL. `files` holds the files the seed wrote (onboarding images, library).
 */
export type TestDatabaseTemplate =
  | { kind: 'pglite'; dump: string; files: string; root: string }
  | { kind: 'postgres'; template: string; files: string; root: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTemplate | undefined;
  }
}

/** Runs `query` on the maintenance connection of TEST_DATABASE_URL. */
async function onServer(serverUrl: string, query: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const randomName = (prefix: string) => `${prefix}${randomUUID().replace(/-/g, '').slice(0, 16)}`;

/** Migrates and seeds one database, then keeps it as the template of the run. */
export async function prepareTemplate(): Promise<TestDatabaseTemplate> {
  const root = mkdtempSync(path.join(tmpdir(), 'guia-test-tpl-'));
  const files = path.join(root, 'files');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = randomName('guia_test_tpl_');
    await onServer(serverUrl, `create database ${template}`);
    const handle = await openDatabase({ url: databaseUrl(serverUrl, template) });
    try {
      await handle.migrate();
      await seedDatabase(handle.db, localFileStore(files));
    } finally {
      // A template cannot be copied while anyone is connected to it.
      await handle.close();
    }
    return { kind: 'postgres', template, files, root };
  }
  const handle = await openDatabase({ dataDir: 'memory' });
  try {
    await handle.migrate();
    await seedDatabase(handle.db, localFileStore(files));
    const dump = path.join(root, 'pglite.tar');
    if (!handle.dump) throw new Error('PGlite sem dump');
    const blob = await handle.dump();
    writeFileSync(dump, Buffer.from(await blob.arrayBuffer()));
    return { kind: 'pglite', dump, files, root };
  } finally {
    await handle.close();
  }
}

/** Drops the template of the run (end of the run). */
export async function dropTemplate(tpl: TestDatabaseTemplate) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (tpl.kind === 'postgres' && serverUrl) {
    await onServer(serverUrl, `drop database if exists ${tpl.template} with (force)`);
  }
  rmSync(tpl.root, { recursive: true, force: true });
}

/**
 * A fresh migrated and seeded database for one test app, with the seeded files copied into
 * `filesDir`: a copy of the run's template `tpl` when there is one for this driver, else migrated
 * and seeded here (as before the template). `drop` removes a server database created for it.
 */
export async function openTestDatabase(
  filesDir: string,
  tpl: TestDatabaseTemplate | undefined,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = serverUrl
    ? tpl?.kind === 'postgres'
      ? tpl
      : undefined
    : tpl?.kind === 'pglite'
      ? tpl
      : undefined;
  let handle: DatabaseHandle;
  let drop = async () => {};
  if (serverUrl) {
    const name = randomName('guia_test_');
    const copy = template?.kind === 'postgres' ? ` template ${template.template}` : '';
    await onServer(serverUrl, `create database ${name}${copy}`);
    handle = await openDatabase({ url: databaseUrl(serverUrl, name) });
    drop = () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  } else if (template?.kind === 'pglite') {
    handle = await openDatabase({ dataDir: 'memory', pgliteDump: new Blob([readFileSync(template.dump)]) });
  } else {
    handle = await openDatabase({ dataDir: 'memory' });
  }
  if (template) {
    cpSync(template.files, filesDir, { recursive: true });
  } else {
    await handle.migrate();
    await seedDatabase(handle.db, localFileStore(filesDir));
  }
  return { handle, drop };
}
