import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { call } from './configuracao.test-helpers.ts';

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

describe('GET /api/Configuracao/DadosPessoais', () => {
  it("answers the caller's own data, never the password hash", async () => {
    const user = await createUser(t, { nome: 'Maria da Silva' });
    await createUser(t, { nome: 'Outra Pessoa' });
    const res = await call(t, 'GET', 'DadosPessoais', user);
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
    const res = await call(t, 'GET', 'DadosPessoais');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBeDefined();
  });
});

describe('PUT /api/Configuracao/DadosPessoais', () => {
  it('saves nome and celular at once', async () => {
    const user = await createUser(t);
    const res = await call(t, 'PUT', 'DadosPessoais', user, {
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
    const res = await call(t, 'PUT', 'DadosPessoais', user, {
      nome: '',
      email: 'não-é-email',
      celular: '123',
    });
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
    const res = await call(t, 'PUT', 'DadosPessoais', user, {
      nome: 'X',
      email: other.email,
      celular: '65999998888',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ email: 'Este e-mail já está cadastrado' });
  });

  it('refuses a change of the CPF, which identifies the account', async () => {
    const user = await createUser(t);
    const res = await call(t, 'PUT', 'DadosPessoais', user, {
      nome: 'X',
      email: user.email,
      celular: '65999998888',
      cpf: '111.444.777-35',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ cpf: 'O CPF não pode ser alterado.' });
  });

  it('answers 401 without a token', async () => {
    const res = await call(t, 'PUT', 'DadosPessoais', undefined, {
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
    call(t, 'PUT', 'DadosPessoais', user, { nome: 'Maria', email, celular: '65999998888' });

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
    expect((await call(t, 'GET', 'DadosPessoais', user)).json().data).toMatchObject({
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
