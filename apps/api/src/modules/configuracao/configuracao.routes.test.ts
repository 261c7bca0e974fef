import { Readable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';

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

function call(method: 'GET' | 'PUT' | 'DELETE', path: string, user?: TestUser, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/Configuracao/${path}`,
    headers: user?.auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A real session of `user`: access and refresh tokens from POST Login. */
async function login(user: TestUser, password = user.password) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Login',
    payload: { alternativa: 'EMAIL', email: user.email, password },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { token: string; refreshToken: string };
}

function loginStatus(email: string, password: string) {
  return t.app
    .inject({ method: 'POST', url: '/api/Login', payload: { alternativa: 'EMAIL', email, password } })
    .then((res) => res.statusCode);
}

async function mailsTo(email: string) {
  await t.app.afterResponseIdle();
  return t.db
    .select()
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.para, email))
    .orderBy(desc(schema.emailOutbox.id));
}

/** The code of the newest e-mail sent to `email`. */
async function lastCode(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const match = mail?.texto.match(/código de confirmação é: (\d{6})/);
  if (!match) throw new Error(`no code e-mailed to ${email}`);
  return match[1]!;
}

function confirmarEmail(user: TestUser, codigo: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Configuracao/ConfirmarEmail',
    headers: user.auth,
    payload: { codigo },
  });
}

function refresh(refreshToken: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Login',
    payload: { grant_type: 'refresh_token', refresh_token: refreshToken },
  });
}

describe('GET /api/Configuracao/DadosPessoais', () => {
  it("answers the caller's own data, never the password hash", async () => {
    const user = await createUser(t, { nome: 'Maria da Silva' });
    await createUser(t, { nome: 'Outra Pessoa' });
    const res = await call('GET', 'DadosPessoais', user);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      nome: 'Maria da Silva',
      email: user.email,
      cpf: user.cpf,
      cnpj: null,
      celular: '65999998888',
      uf: null,
      pais: null,
      emailPendente: null,
    });
    expect(res.body).not.toContain('argon2');
  });

  it('answers 401 without a token', async () => {
    const res = await call('GET', 'DadosPessoais');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBeDefined();
  });
});

describe('PUT /api/Configuracao/DadosPessoais', () => {
  it('saves nome and celular at once', async () => {
    const user = await createUser(t);
    const res = await call('PUT', 'DadosPessoais', user, {
      nome: 'Maria Nova',
      email: user.email,
      celular: '(65)98888-7777',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Dados alterados com sucesso',
      data: { nome: 'Maria Nova', email: user.email, celular: '65988887777', emailPendente: null },
    });
    const [row] = await t.db.select().from(schema.usuario).where(eq(schema.usuario.id, user.id));
    expect(row).toMatchObject({ nome: 'Maria Nova', email: user.email, celular: '65988887777' });
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it('answers each invalid field in Portuguese and changes nothing', async () => {
    const user = await createUser(t, { nome: 'Sem Mudança' });
    const res = await call('PUT', 'DadosPessoais', user, { nome: '', email: 'não-é-email', celular: '123' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields as Record<string, string>;
    expect(Object.keys(fields).sort()).toEqual(['celular', 'email', 'nome']);
    expect(fields.nome).toBe('Informe o nome');
    for (const message of Object.values(fields)) expect(message).toMatch(/[a-zà-ú]/i);
    const [row] = await t.db.select().from(schema.usuario).where(eq(schema.usuario.id, user.id));
    expect(row!.nome).toBe('Sem Mudança');
  });

  it("refuses another account's e-mail, naming the field", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const res = await call('PUT', 'DadosPessoais', user, {
      nome: 'X',
      email: other.email,
      celular: '65999998888',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ email: 'Este e-mail já está cadastrado' });
  });

  it('refuses a change of the CPF, which identifies the account', async () => {
    const user = await createUser(t);
    const res = await call('PUT', 'DadosPessoais', user, {
      nome: 'X',
      email: user.email,
      celular: '65999998888',
      cpf: '111.444.777-35',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ cpf: 'O CPF não pode ser alterado.' });
  });

  it('answers 401 without a token', async () => {
    const res = await call('PUT', 'DadosPessoais', undefined, {
      nome: 'X',
      email: 'x@x.com',
      celular: '65999998888',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('changing the e-mail (PUT DadosPessoais, then POST ConfirmarEmail)', () => {
  const NEW = 'maria.nova@exemplo.com.br';
  const change = (user: TestUser, email = NEW) =>
    call('PUT', 'DadosPessoais', user, { nome: 'Maria', email, celular: '65999998888' });

  it('keeps the current e-mail until the code sent to the new one is confirmed, and tells the current address', async () => {
    const user = await createUser(t);
    const res = await change(user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message:
        'Dados alterados com sucesso. Enviamos um código para o novo e-mail: a troca vale depois que você o confirmar.',
      data: { nome: 'Maria', email: user.email, emailPendente: NEW },
    });
    const [row] = await t.db.select().from(schema.usuario).where(eq(schema.usuario.id, user.id));
    expect(row!.email).toBe(user.email);
    expect((await call('GET', 'DadosPessoais', user)).json().data).toMatchObject({
      email: user.email,
      emailPendente: NEW,
    });

    const [toNew] = await mailsTo(NEW);
    expect(toNew!.assunto).toBe('Guia: confirme seu novo e-mail');
    const [toOld] = await mailsTo(user.email);
    expect(toOld!.assunto).toBe('Guia: pedido de troca do seu e-mail de acesso');
    expect(toOld!.texto).toContain(NEW);

    // Until confirmed, login is with the current e-mail only.
    expect(await loginStatus(NEW, user.password)).toBe(401);
    expect(await loginStatus(user.email, user.password)).toBe(200);
  });

  it('makes the new e-mail the login once its code is confirmed, and tells the old address', async () => {
    const user = await createUser(t);
    await change(user);
    const res = await confirmarEmail(user, await lastCode(NEW));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'E-mail alterado com sucesso!',
      data: { email: NEW, emailPendente: null },
    });
    const [toOld] = await mailsTo(user.email);
    expect(toOld!.assunto).toBe('Guia: seu e-mail de acesso foi alterado');
    expect(await loginStatus(NEW, user.password)).toBe(200);
    expect(await loginStatus(user.email, user.password)).toBe(401);
    // The code was used up.
    expect((await confirmarEmail(user, '123456')).json().code).toBe('no_pending_email');
  });

  it('refuses a wrong code, keeps the e-mail, and kills the code after 5 wrong tries', async () => {
    const user = await createUser(t);
    await change(user);
    const codigo = await lastCode(NEW);
    const wrong = codigo === '000000' ? '111111' : '000000';
    const res = await confirmarEmail(user, wrong);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_code', fields: { codigo: 'Código inválido' } });
    for (let i = 0; i < 4; i++) await confirmarEmail(user, wrong);
    const exhausted = await confirmarEmail(user, codigo);
    expect(exhausted.statusCode).toBe(400);
    expect(exhausted.json().code).toBe('code_attempts_exceeded');
    const [row] = await t.db.select().from(schema.usuario).where(eq(schema.usuario.id, user.id));
    expect(row!.email).toBe(user.email);
  });

  it('answers 400 when no change is waiting', async () => {
    const user = await createUser(t);
    const res = await confirmarEmail(user, '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Não há troca de e-mail aguardando confirmação.');
  });

  it('sends a new code on request; the previous one stops working', async () => {
    const user = await createUser(t);
    await change(user);
    const first = await lastCode(NEW);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/Configuracao/EnviarCodigoEmail',
      headers: user.auth,
    });
    expect(resend.statusCode, resend.body).toBe(200);
    const second = await lastCode(NEW);
    if (first !== second) expect((await confirmarEmail(user, first)).statusCode).toBe(400);
    expect((await confirmarEmail(user, second)).statusCode).toBe(200);
  });

  it('answers 409 when another account took the address while the code was on its way', async () => {
    const user = await createUser(t);
    await change(user);
    const codigo = await lastCode(NEW);
    await createUser(t, { email: NEW });
    const res = await confirmarEmail(user, codigo);
    expect(res.statusCode).toBe(409);
    const [row] = await t.db.select().from(schema.usuario).where(eq(schema.usuario.id, user.id));
    expect(row!.email).toBe(user.email);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Configuracao/ConfirmarEmail',
      payload: { codigo: '123456' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/Configuracao/AlterarSenha', () => {
  it('changes the password and ends the other sessions, keeping the current one', async () => {
    const user = await createUser(t);
    const current = await login(user);
    const otherDevice = await login(user);

    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/Configuracao/AlterarSenha',
      headers: { authorization: `Bearer ${current.token}` },
      payload: { password: user.password, newpassword: 'nova-senha-9', confirmnewpassword: 'nova-senha-9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Alterações efetuadas com sucesso!');

    expect((await refresh(otherDevice.refreshToken)).statusCode).toBe(401);
    expect((await refresh(current.refreshToken)).statusCode).toBe(200);

    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/Login',
      payload: { alternativa: 'EMAIL', email: user.email, password: user.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    await login(user, 'nova-senha-9');
  });

  it("answers 'Sua senha antiga está incorreta' on the old-password field and keeps the password", async () => {
    const user = await createUser(t);
    const res = await call('PUT', 'AlterarSenha', user, {
      password: 'errada-123',
      newpassword: 'nova-senha-9',
      confirmnewpassword: 'nova-senha-9',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ password: 'Sua senha antiga está incorreta' });
    await login(user);
  });

  it('validates the new password and its confirmation', async () => {
    const user = await createUser(t);
    const short = await call('PUT', 'AlterarSenha', user, {
      password: user.password,
      newpassword: '1',
      confirmnewpassword: '1',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.newpassword).toMatch(/^A nova senha deve ter no mínimo \d+ caracteres$/);

    const mismatch = await call('PUT', 'AlterarSenha', user, {
      password: user.password,
      newpassword: 'nova-senha-9',
      confirmnewpassword: 'outra-senha-9',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toEqual({
      confirmnewpassword: 'A nova senha e sua confirmação devem ser identicas',
    });
    await login(user);
  });

  it('limits wrong old-password guesses with 429', async () => {
    const user = await createUser(t);
    const body = { password: 'errada-123', newpassword: 'nova-senha-9', confirmnewpassword: 'nova-senha-9' };
    let last = await call('PUT', 'AlterarSenha', user, body);
    for (let i = 0; i < 20 && last.statusCode !== 429; i++)
      last = await call('PUT', 'AlterarSenha', user, body);
    expect(last.statusCode).toBe(429);
    expect(last.json().error).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    // Even the right password is refused while the limit holds, from that address.
    const right = await call('PUT', 'AlterarSenha', user, { ...body, password: user.password });
    expect(right.statusCode).toBe(429);
    // Another address (the owner, while someone with a stolen session guesses) is not blocked.
    const owner = await t.app.inject({
      method: 'PUT',
      url: '/api/Configuracao/AlterarSenha',
      headers: user.auth,
      remoteAddress: '198.51.100.20',
      payload: { ...body, password: user.password },
    });
    expect(owner.statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await call('PUT', 'AlterarSenha', undefined, {
      password: 'a',
      newpassword: 'nova-senha-9',
      confirmnewpassword: 'nova-senha-9',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('DELETE /api/Configuracao/ExcluirConta', () => {
  it('removes the account, its units, its sessions and its files for good', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const session = await login(user);
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

    const res = await call('DELETE', 'ExcluirConta', user, { email: user.email });
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
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    // The old access token is a dead session now.
    expect((await call('GET', 'DadosPessoais', user)).statusCode).toBe(401);

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
    const res = await call('DELETE', 'ExcluirConta', user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Conta deletada com sucesso');
    expect(await t.db.select().from(schema.usuario).where(eq(schema.usuario.id, user.id))).toHaveLength(0);
  });

  it('requires the typed e-mail to be the account e-mail and changes nothing otherwise', async () => {
    const user = await createUser(t);
    const res = await call('DELETE', 'ExcluirConta', user, { email: 'outro@exemplo.com.br' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: 'O e-mail preenchido não corresponde ao da conta.' });
    expect(await t.db.select().from(schema.usuario).where(eq(schema.usuario.id, user.id))).toHaveLength(1);
  });

  it('keeps the only administrator account', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const res = await call('DELETE', 'ExcluirConta', admin, { email: admin.email });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Esta é a única conta de administrador e não pode ser excluída.');
  });

  it('answers 401 without a token', async () => {
    const res = await call('DELETE', 'ExcluirConta', undefined, { email: 'x@exemplo.com.br' });
    expect(res.statusCode).toBe(401);
  });
});
