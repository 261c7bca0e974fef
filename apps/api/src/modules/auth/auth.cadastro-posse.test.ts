import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { ATTACKER_PASSWORD, attempts, login, register } from './auth.registration.test-helpers.ts';
import { CPF, EMAIL, findUser, lastCode, mailsTo, PASSWORD, post } from './auth.test-helpers.ts';

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

describe('account takeover before registration (issue 14)', () => {
  it("the owner's code activates the owner's attempt with the owner's password; the squatter's password never works", async () => {
    const squatter = await register(t, { password: ATTACKER_PASSWORD, nome: 'Impostor' });
    const squatterCode = await lastCode(t, EMAIL);
    const mine = await register(t);
    const myCode = await lastCode(t, EMAIL);
    expect(mine).not.toBe(squatter);

    // The squatter's code (also in the owner's mailbox) cannot activate the owner's attempt.
    const crossed = await post(t, 'ValidarEmail', { email: EMAIL, codigo: squatterCode, tentativa: mine });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().code).toBe('invalid_code');

    const res = await post(t, 'ValidarEmail', { email: EMAIL, codigo: myCode, tentativa: mine });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: EMAIL, nome: 'Maria da Silva', documentoEmUso: null });
    const user = await findUser(t, EMAIL);
    expect(await verify(user!.passwordHash, PASSWORD)).toBe(true);
    expect((await login(t, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await login(t, PASSWORD)).statusCode).toBe(200);

    // Confirming ended every other attempt of the e-mail: the squatter's id and code are dead.
    expect(await attempts(t)).toHaveLength(0);
    const late = await post(t, 'ValidarEmail', { email: EMAIL, codigo: squatterCode, tentativa: squatter });
    expect(late.statusCode).toBe(400);
    expect(await verify((await findUser(t, EMAIL))!.passwordHash, PASSWORD)).toBe(true);
  });

  it('a code without an attempt id is refused while the e-mail has several attempts, and works alone', async () => {
    await register(t, { password: ATTACKER_PASSWORD });
    const squatterCode = await lastCode(t, EMAIL);
    await register(t);
    const unbound = await post(t, 'ValidarEmail', { email: EMAIL, codigo: squatterCode });
    expect(unbound.statusCode).toBe(400);
    expect(await findUser(t, EMAIL)).toBeUndefined();

    await t.reset();
    await register(t);
    const alone = await post(t, 'ValidarEmail', { email: EMAIL, codigo: await lastCode(t, EMAIL) });
    expect(alone.statusCode).toBe(200);
    expect(await verify((await findUser(t, EMAIL))!.passwordHash, PASSWORD)).toBe(true);
  });

  it('Login with a pending password names only that attempt; its resend mails only its own code', async () => {
    const squatter = await register(t, { password: ATTACKER_PASSWORD });
    const mine = await register(t);
    const asSquatter = await login(t, ATTACKER_PASSWORD);
    expect(asSquatter.statusCode).toBe(403);
    expect(asSquatter.json().tentativa).toBe(squatter);
    const asOwner = await login(t, PASSWORD, { alternativa: 'CPF', cpf: CPF });
    expect(asOwner.json()).toMatchObject({ code: 'ER400-pending-email', email: EMAIL, tentativa: mine });

    const [before] = await t.db
      .select()
      .from(schema.cadastroPendente)
      .where(eq(schema.cadastroPendente.id, mine));
    expect((await post(t, 'EnviarCodigo', { email: EMAIL, tentativa: squatter })).statusCode).toBe(200);
    const resent = await lastCode(t, EMAIL);
    const [after] = await t.db
      .select()
      .from(schema.cadastroPendente)
      .where(eq(schema.cadastroPendente.id, mine));
    expect(after!.codigoHash).toBe(before!.codigoHash);
    const wrongAttempt = await post(t, 'ValidarEmail', { email: EMAIL, codigo: resent, tentativa: mine });
    expect(wrongAttempt.statusCode).toBe(400);
  });

  it('EnviarCodigo without an attempt id mails no code, only how to get one', async () => {
    await register(t);
    const code = await lastCode(t, EMAIL);
    const res = await post(t, 'EnviarCodigo', { email: EMAIL });
    expect(res.json()).toEqual({ data: null, message: 'Código reenviado com sucesso. Confira seu e-email.' });
    const [notice] = await mailsTo(t, EMAIL);
    expect(notice!.assunto).toBe('Guia: como receber um novo código');
    expect(notice!.texto).not.toMatch(/\d{6}/);
    expect(await lastCode(t, EMAIL).catch(() => null)).toBeNull();
    const mine = (await attempts(t))[0]!.id;
    expect((await post(t, 'ValidarEmail', { email: EMAIL, codigo: code, tentativa: mine })).statusCode).toBe(
      200,
    );
  });

  it('a CPF held by a confirmed account is left out at confirmation and kept as a draft support request', async () => {
    const holder = await createUser(t);
    const mine = await register(t, { cpf: holder.cpf });
    const res = await post(t, 'ValidarEmail', {
      email: EMAIL,
      codigo: await lastCode(t, EMAIL),
      tentativa: mine,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.documentoEmUso).toBe('cpf');
    expect(res.json().message).toMatch(/CPF informado já pertence a outra conta.*envie um pedido ao suporte/);
    const user = await findUser(t, EMAIL);
    expect(user).toMatchObject({ cpf: null, selecao: 'cpf' });
    const requests = await t.db.select().from(schema.solicitacaoDocumento);
    expect(requests).toEqual([
      expect.objectContaining({
        usuarioId: user!.id,
        tipo: 'cpf',
        documento: holder.cpf,
        situacao: 'rascunho',
      }),
    ]);
  });
});
