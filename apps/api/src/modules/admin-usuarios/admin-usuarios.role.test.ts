import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { MESSAGES, setAdminRole } from './admin-usuarios.service.ts';
import { auditRows, call, list, roleOf, semAuditoria } from './admin-usuarios.test-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

describe('PUT Admin/Usuario/:userId/Role', () => {
  const setRole = (actor: TestUser, target: number, role: unknown) =>
    call(t, 'PUT', `/Admin/Usuario/${target}/Role`, actor, { payload: { role } });

  it('grants and revokes with immediate effect on the target’s existing token, audited', async () => {
    const admin = await createUser(t, { role: 'administrador', nome: 'Ana Admin' });
    const alvo = await createUser(t);
    expect((await list(t, alvo)).statusCode).toBe(404);

    const grant = await setRole(admin, alvo.id, 'administrador');
    expect(grant.statusCode).toBe(200);
    expect(grant.json()).toMatchObject({
      data: { id: alvo.id, role: 'administrador' },
      message: MESSAGES.roleGranted,
    });
    // The same token as before, now an administrator's.
    expect((await list(t, alvo)).statusCode).toBe(200);

    const revoke = await setRole(admin, alvo.id, 'visitante');
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().message).toBe(MESSAGES.roleRevoked);
    expect((await list(t, alvo)).statusCode).toBe(404);

    const rows = await t.db
      .select()
      .from(schema.auditoria)
      .where(eq(schema.auditoria.acao, 'usuario.role'))
      .orderBy(schema.auditoria.id);
    expect(rows).toMatchObject([
      {
        atorId: admin.id,
        atorNome: 'Ana Admin',
        alvoUsuarioId: alvo.id,
        detalhes: { de: 'visitante', para: 'administrador' },
      },
      { atorId: admin.id, alvoUsuarioId: alvo.id, detalhes: { de: 'administrador', para: 'visitante' } },
    ]);
  });

  it('a repeated grant changes nothing and writes no audit row', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const outro = await createUser(t, { role: 'administrador' });
    const res = await setRole(admin, outro.id, 'administrador');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.roleUnchanged);
    expect(await auditRows(t, outro.id)).toEqual([]);
  });

  it('refuses self-revocation with a Portuguese message', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    await createUser(t, { role: 'administrador' });
    const res = await setRole(admin, admin.id, 'visitante');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ clientMessage: MESSAGES.selfRevoke, code: 'self_revoke' });
    expect(await roleOf(t, admin.id)).toBe('administrador');
    expect(await auditRows(t, admin.id)).toEqual([]);
  });

  it('never leaves the platform without an administrator, even when two revoke each other at once', async () => {
    const a = await createUser(t, { role: 'administrador' });
    const b = await createUser(t, { role: 'administrador' });
    const results = await Promise.all([setRole(a, b.id, 'visitante'), setRole(b, a.id, 'visitante')]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.find((r) => r.statusCode !== 200)!;
    // Refused inside the locked transaction (the last administrator), or, when the winner committed
    // before the loser's request was let in, at the door (no longer an administrator).
    if (refused.statusCode === 409) {
      expect(refused.json()).toMatchObject({ clientMessage: MESSAGES.lastAdmin, code: 'last_admin' });
    } else {
      expect(refused.statusCode).toBe(404);
    }
    const roles = [await roleOf(t, a.id), await roleOf(t, b.id)].sort();
    expect(roles).toEqual(['administrador', 'visitante']);
  });

  it('refuses to revoke the last administrator (service guard)', async () => {
    const unico = await createUser(t, { role: 'administrador' });
    const ex = await createUser(t);
    // An actor who lost the role in the meantime tries to revoke the only administrator left.
    await expect(setAdminRole(t.db, ex.id, unico.id, 'visitante')).rejects.toMatchObject({
      statusCode: 409,
      message: MESSAGES.lastAdmin,
    });
    expect(await roleOf(t, unico.id)).toBe('administrador');
    // And a grant by someone who is no longer an administrator is refused as not found.
    await expect(setAdminRole(t.db, ex.id, ex.id, 'administrador')).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await roleOf(t, ex.id)).toBe('visitante');
  });

  it('does not change the role when the audit row cannot be written', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const alvo = await createUser(t);
    await semAuditoria(t, async () => {
      const res = await setRole(admin, alvo.id, 'administrador');
      expect(res.statusCode).toBe(503);
    });
    expect(await roleOf(t, alvo.id)).toBe('visitante');
    expect((await list(t, alvo)).statusCode).toBe(404);
  });

  it('refuses a bad role and an unknown user', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const bad = await setRole(admin, admin.id, 'root');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ role: 'Escolha administrador ou visitante' });
    expect((await setRole(admin, 999_999, 'administrador')).statusCode).toBe(404);
  });
});
