import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { ensureAdministrator } from './ensure-administrator.ts';

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

function recordingLog() {
  const entries: { level: 'info' | 'warn'; obj: unknown; msg: unknown }[] = [];
  return {
    entries,
    info: (obj: unknown, msg?: unknown) => entries.push({ level: 'info', obj, msg }),
    warn: (obj: unknown, msg?: unknown) => entries.push({ level: 'warn', obj, msg }),
  };
}
type Log = Parameters<typeof ensureAdministrator>[2];

function login(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Login',
    payload: { alternativa: 'EMAIL', email, password },
  });
}

async function admins() {
  return t.db.select().from(schema.usuario).where(eq(schema.usuario.role, 'administrador'));
}

describe('ensureAdministrator', () => {
  it('creates admin@guia.local with a generated password printed once, confirmed and with the terms accepted', async () => {
    const log = recordingLog();
    const result = await ensureAdministrator(t.db, {}, log as unknown as Log);
    expect(result).toEqual({ created: true, email: 'admin@guia.local' });

    expect(log.entries).toHaveLength(1);
    const entry = log.entries[0]!;
    expect(entry.level).toBe('warn');
    const { email, password } = entry.obj as { email: string; password: string };
    expect(email).toBe('admin@guia.local');
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(String(entry.msg)).toContain(password);

    const [admin] = await admins();
    expect(admin).toMatchObject({
      email: 'admin@guia.local',
      cpf: null,
      cnpj: null,
      selecao: 'cpf',
      celular: '00000000000',
    });
    expect(admin!.emailVerificadoEm).toBeInstanceOf(Date);
    expect(admin!.aceiteVersao).toBe(1);
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);

    const res = await login(email, password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'administrador', aceite: true, email: 'admin@guia.local' });
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD and never logs the password it was given', async () => {
    const log = recordingLog();
    await ensureAdministrator(
      t.db,
      { ADMIN_EMAIL: 'Chefe@Exemplo.com.br', ADMIN_PASSWORD: 'senha-do-chefe' },
      log as unknown as Log,
    );
    expect(log.entries.map((e) => e.level)).toEqual(['info']);
    expect(JSON.stringify(log.entries)).not.toContain('senha-do-chefe');
    const res = await login('chefe@exemplo.com.br', 'senha-do-chefe');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe('administrador');
  });

  it('with ADMIN_EMAIL alone, generates the password and prints it', async () => {
    const log = recordingLog();
    await ensureAdministrator(t.db, { ADMIN_EMAIL: 'chefe@exemplo.com.br' }, log as unknown as Log);
    const { password } = log.entries[0]!.obj as { password: string };
    expect((await login('chefe@exemplo.com.br', password)).statusCode).toBe(200);
  });

  it('does nothing when an administrator exists, and is idempotent', async () => {
    await createUser(t, { role: 'administrador', email: 'existente@exemplo.com.br' });
    const log = recordingLog();
    expect(
      await ensureAdministrator(t.db, { ADMIN_EMAIL: 'outro@exemplo.com.br' }, log as unknown as Log),
    ).toEqual({
      created: false,
    });
    expect(log.entries).toHaveLength(0);
    expect(await admins()).toHaveLength(1);

    await t.reset();
    await ensureAdministrator(t.db, {}, recordingLog() as unknown as Log);
    const again = recordingLog();
    await ensureAdministrator(t.db, {}, again as unknown as Log);
    expect(again.entries).toHaveLength(0);
    expect(await admins()).toHaveLength(1);
  });

  it('takes over an account already using the address: it becomes the administrator with the new password', async () => {
    const squatter = await createUser(t, { email: 'admin@guia.local', verified: false, aceite: false });
    const log = recordingLog();
    await ensureAdministrator(t.db, {}, log as unknown as Log);
    const { password } = log.entries[0]!.obj as { password: string };

    const rows = await t.db.select().from(schema.usuario);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: squatter.id, role: 'administrador', aceiteVersao: 1 });
    expect(rows[0]!.emailVerificadoEm).toBeInstanceOf(Date);
    expect((await login('admin@guia.local', squatter.password)).statusCode).toBe(401);
    expect((await login('admin@guia.local', password)).statusCode).toBe(200);
  });
});
