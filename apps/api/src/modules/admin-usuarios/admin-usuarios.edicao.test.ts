import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { MESSAGES } from './admin-usuarios.service.ts';
import { auditRows, call, semAuditoria } from './admin-usuarios.test-helpers.ts';

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

describe('PUT Admin/Usuario/:userId', () => {
  const NEW = 'novo.endereco@exemplo.com.br';
  const edit = (actor: TestUser, target: number, payload: unknown) =>
    call(t, 'PUT', `/Admin/Usuario/${target}`, actor, { payload });

  async function mailsTo(email: string) {
    await t.app.afterResponseIdle();
    return t.db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.para, email))
      .orderBy(desc(schema.emailOutbox.id));
  }

  it('changes name and phone at once and records the changed field names', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const dono = await createUser(t, { nome: 'Nome Antigo' });
    const res = await edit(admin, dono.id, {
      nome: ' Nome Novo ',
      email: dono.email,
      celular: '(11)98888-7777',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { nome: 'Nome Novo', email: dono.email, celular: '11988887777', emailPendente: null },
      message: MESSAGES.saved,
    });
    expect(await auditRows(t, dono.id)).toMatchObject([
      { acao: 'usuario.editar', atorId: admin.id, detalhes: { campos: ['nome', 'celular'] } },
    ]);
  });

  it('keeps a new e-mail pending until the user confirms the code; login keeps the old one', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const dono = await createUser(t, { nome: 'Dono' });
    const res = await edit(admin, dono.id, { nome: 'Dono', email: NEW, celular: '(65)99999-8888' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { email: dono.email, emailPendente: NEW, status: 'troca-de-email' },
      message: MESSAGES.emailPending,
    });
    expect(await auditRows(t, dono.id)).toMatchObject([{ detalhes: { campos: ['email'] } }]);

    const login = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Login',
        payload: { alternativa: 'EMAIL', email, password: dono.password },
      });
    expect((await login(dono.email)).statusCode).toBe(200);
    expect((await login(NEW)).statusCode).not.toBe(200);

    // The code went to the new address, and the current one was told.
    const [codeMail] = await mailsTo(NEW);
    const codigo = codeMail?.texto.match(/código de confirmação é: (\d{6})/)?.[1];
    expect(codigo).toMatch(/^\d{6}$/);
    const [aviso] = await mailsTo(dono.email);
    expect(aviso?.texto).toContain(NEW);

    // The user confirms in Configurações: from then on the account and login use the new e-mail.
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/Configuracao/ConfirmarEmail',
      headers: dono.auth,
      payload: { codigo },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await login(NEW)).statusCode).toBe(200);
  });

  it('refuses an e-mail of another account with the field message', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const dono = await createUser(t);
    const res = await edit(admin, dono.id, { nome: 'Dono', email: admin.email, celular: '(65)99999-8888' });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ email: MESSAGES.emailTaken });
    expect(await auditRows(t, dono.id)).toEqual([]);
  });

  it('refuses bad input per field in Portuguese, and changes nothing', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const dono = await createUser(t, { nome: 'Dono' });
    const res = await edit(admin, dono.id, { nome: '  ', email: 'nao-e-email', celular: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      nome: 'Informe o nome',
      email: 'Informe um e-mail válido',
      celular: 'Informe um celular válido: (99)99999-9999',
    });
    const [row] = await t.db.select().from(schema.usuario).where(eq(schema.usuario.id, dono.id));
    expect(row?.nome).toBe('Dono');
  });

  it('changes nothing when the audit row cannot be written', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const dono = await createUser(t, { nome: 'Dono' });
    await semAuditoria(t, async () => {
      const res = await edit(admin, dono.id, { nome: 'Outro', email: NEW, celular: '(65)99999-8888' });
      expect(res.statusCode).toBe(503);
    });
    const [row] = await t.db.select().from(schema.usuario).where(eq(schema.usuario.id, dono.id));
    expect(row?.nome).toBe('Dono');
    const codes = await t.db
      .select()
      .from(schema.codigoVerificacao)
      .where(eq(schema.codigoVerificacao.usuarioId, dono.id));
    expect(codes).toEqual([]);
    expect(await mailsTo(NEW)).toEqual([]);
  });
});
