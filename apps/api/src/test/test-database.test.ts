import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { schema } from '../db/client.ts';
import { openTestDatabase } from './test-database.ts';

const root = mkdtempSync(path.join(tmpdir(), 'guia-test-db-'));
const opened: Array<Awaited<ReturnType<typeof openTestDatabase>>> = [];

afterAll(async () => {
  for (const o of opened) {
    await o.handle.close();
    await o.drop();
  }
  rmSync(root, { recursive: true, force: true });
});

async function copy(name: string) {
  const files = path.join(root, name);
  const o = await openTestDatabase(files, inject('testDatabase'));
  opened.push(o);
  return { db: o.handle.db, files };
}

describe('openTestDatabase (a copy of the run template)', () => {
  it('the run has a template for this driver', () => {
    expect(inject('testDatabase')?.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('starts migrated and seeded, with the seeded files', async () => {
    const { db, files } = await copy('a');
    const [m] = await db.select({ n: count() }).from(schema.municipio);
    expect(m?.n).toBe(5570);
    const [e] = await db.select({ n: count() }).from(schema.edicao);
    expect(e?.n).toBe(1);
    expect(existsSync(path.join(files, 'onboarding', '1.svg'))).toBe(true);
  });

  it('gives every file its own database: a change in one copy is not in another', async () => {
    const a = await copy('b');
    const b = await copy('c');
    await a.db.insert(schema.edicao).values({ ano: 2999, disponivel: false });
    const [inA] = await a.db.select({ n: count() }).from(schema.edicao);
    const [inB] = await b.db.select({ n: count() }).from(schema.edicao);
    expect([inA?.n, inB?.n]).toEqual([2, 1]);
  });
});
