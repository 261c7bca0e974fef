import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { registrarAuditoria } from './auditoria.service.ts';

describe('registrarAuditoria', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('writes who, what, about whom, with the actor name of the moment', async () => {
    const admin = await createUser(t, { role: 'administrador', nome: 'Ana Admin' });
    const dono = await createUser(t);
    await registrarAuditoria(t.db, {
      atorId: admin.id,
      acao: 'usuario.role',
      alvoUsuarioId: dono.id,
      detalhes: { de: 'visitante', para: 'administrador' },
    });
    const rows = await t.db.select().from(schema.auditoria);
    const row = rows.find((r) => r.alvoUsuarioId === dono.id);
    expect(row).toMatchObject({
      atorId: admin.id,
      atorNome: 'Ana Admin',
      acao: 'usuario.role',
      detalhes: { de: 'visitante', para: 'administrador' },
    });
  });

  it('refuses the act (503) when the row cannot be written', async () => {
    await expect(
      registrarAuditoria(t.db, { atorId: 2_000_000_000, acao: 'usuario.ver' }),
    ).rejects.toMatchObject({
      statusCode: 503,
      code: 'audit_unavailable',
    });
  });

  it('is append-only: UPDATE and DELETE are refused by the database', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    await registrarAuditoria(t.db, { atorId: admin.id, acao: 'usuario.ver', alvoUsuarioId: admin.id });
    await expect(t.db.execute(sql`update auditoria set acao = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from auditoria`)).rejects.toThrow();
    const rows = await t.db.select().from(schema.auditoria);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.every((r) => r.acao !== 'x')).toBe(true);
  });
});
