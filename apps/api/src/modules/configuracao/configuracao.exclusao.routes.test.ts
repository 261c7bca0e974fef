import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { call, login, refresh } from './configuracao.test-helpers.ts';

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

describe('DELETE /api/Configuracao/ExcluirConta', () => {
  it('removes the account, its units, its sessions and its files for good', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const session = await login(t, user);
    for (const owner of [user, other]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Objeto',
        headers: owner.auth,
        payload: { categoria_id: 3, nomeunidade: 'Açougue', uf: 'SP', cidade: 3550308 },
      });
      expect(res.statusCode).toBe(201);
    }
    await t.fileStore.put(`usuarios/${user.id}/evidencias/a.pdf`, Buffer.from('%PDF-1.4'));
    await t.fileStore.put(`usuarios/${other.id}/evidencias/b.pdf`, Buffer.from('%PDF-1.4'));

    const res = await call(t, 'DELETE', 'ExcluirConta', user, { email: user.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Conta deletada com sucesso');

    expect(await t.db.select().from(schema.usuario).where(eq(schema.usuario.id, user.id))).toHaveLength(0);
    expect(await t.db.select().from(schema.objeto).where(eq(schema.objeto.usuarioId, user.id))).toHaveLength(
      0,
    );
    expect(
      await t.db.select().from(schema.refreshToken).where(eq(schema.refreshToken.usuarioId, user.id)),
    ).toHaveLength(0);
    expect(await t.fileStore.get(`usuarios/${user.id}/evidencias/a.pdf`)).toBeNull();
    expect((await refresh(t, session.refreshToken)).statusCode).toBe(401);
    // The old access token is a dead session now.
    expect((await call(t, 'GET', 'DadosPessoais', user)).statusCode).toBe(401);

    // Nothing of another user is touched.
    expect(await t.db.select().from(schema.objeto).where(eq(schema.objeto.usuarioId, other.id))).toHaveLength(
      1,
    );
    const kept = await t.fileStore.get(`usuarios/${other.id}/evidencias/b.pdf`);
    expect(kept).toBeInstanceOf(Readable);
    kept?.destroy();
  });

  it('works with no body at all (the spec sends none)', async () => {
    const user = await createUser(t);
    const res = await call(t, 'DELETE', 'ExcluirConta', user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Conta deletada com sucesso');
    expect(await t.db.select().from(schema.usuario).where(eq(schema.usuario.id, user.id))).toHaveLength(0);
  });

  it('requires the typed e-mail to be the account e-mail and changes nothing otherwise', async () => {
    const user = await createUser(t);
    const res = await call(t, 'DELETE', 'ExcluirConta', user, { email: 'outro@exemplo.com.br' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: 'O e-mail preenchido não corresponde ao da conta.' });
    expect(await t.db.select().from(schema.usuario).where(eq(schema.usuario.id, user.id))).toHaveLength(1);
  });

  it('keeps the only administrator account', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const res = await call(t, 'DELETE', 'ExcluirConta', admin, { email: admin.email });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Esta é a única conta de administrador e não pode ser excluída.');
  });

  it('answers 401 without a token', async () => {
    const res = await call(t, 'DELETE', 'ExcluirConta', undefined, { email: 'x@exemplo.com.br' });
    expect(res.statusCode).toBe(401);
  });
});
