import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import {
  abrirApp,
  CADASTRO_PER_IP,
  freshIp,
  PER_ACCOUNT,
  PER_IP,
  post,
  TOO_MANY,
} from './auth.rate-limit.test-helpers.ts';
import { mailsTo } from './auth.test-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await abrirApp();
});
beforeEach(async () => {
  await t.reset();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/Cadastro', () => {
  const cadastro = (n: number) => ({
    nome: 'Pessoa',
    email: `pessoa${n}@exemplo.com.br`,
    celular: '(65)99999-8888',
    selecao: 'cpf',
    cpf: ['529.982.247-25', '111.444.777-35', '390.533.447-05', '153.509.460-56'][n],
    password: 'segredo-1',
    termos: true,
  });

  it('limits registrations (each sends an e-mail) per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < CADASTRO_PER_IP; i++) {
      const res = await post(t, 'Cadastro', cadastro(i), ip);
      expect(res.statusCode, res.body).toBe(201);
    }
    const blocked = await post(t, 'Cadastro', cadastro(CADASTRO_PER_IP), ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(await mailsTo(t, `pessoa${CADASTRO_PER_IP}@exemplo.com.br`)).toHaveLength(0);
    expect((await post(t, 'Cadastro', cadastro(CADASTRO_PER_IP + 1))).statusCode).toBe(201);
  });
});

describe('POST /api/EnviarCodigo', () => {
  it('limits per account and address; the owner, elsewhere, still gets a code', async () => {
    const user = await createUser(t, { verified: false });
    const stranger = freshIp();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await post(t, 'EnviarCodigo', { email: user.email }, stranger)).statusCode).toBe(200);
    }
    const res = await post(t, 'EnviarCodigo', { email: user.email.toUpperCase() }, stranger);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
    const before = (await mailsTo(t, user.email)).length;
    expect((await post(t, 'EnviarCodigo', { email: user.email })).statusCode).toBe(200);
    expect(await mailsTo(t, user.email)).toHaveLength(before + 1);
  });

  it('limits per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_IP; i++) {
      expect((await post(t, 'EnviarCodigo', { email: `pessoa${i}@exemplo.com.br` }, ip)).statusCode).toBe(
        200,
      );
    }
    expect((await post(t, 'EnviarCodigo', { email: 'outra@exemplo.com.br' }, ip)).statusCode).toBe(429);
  });
});

describe('POST /api/ValidarEmail', () => {
  it('limits per account and address, even before the code itself is exhausted', async () => {
    const email = 'pendente@exemplo.com.br';
    const cadastro = await post(t, 'Cadastro', {
      nome: 'Pessoa Pendente',
      email,
      celular: '(65)99999-8888',
      selecao: 'cpf',
      cpf: '529.982.247-25',
      password: 'segredo-1',
      termos: true,
    });
    const { tentativa } = cadastro.json().data;
    const [mail] = await mailsTo(t, email);
    const codigo = mail!.texto.match(/é: (\d{6})/)![1]!;
    const wrong = codigo === '000000' ? '111111' : '000000';
    const stranger = freshIp();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const res = await post(t, 'ValidarEmail', { email, codigo: wrong, tentativa }, stranger);
      expect(res.statusCode).toBe(400);
    }
    const res = await post(t, 'ValidarEmail', { email, codigo, tentativa }, stranger);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
    expect((await post(t, 'ValidarEmail', { email, codigo, tentativa })).statusCode).toBe(200);
  });

  it('limits per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_IP; i++) {
      const res = await post(t, 'ValidarEmail', { email: `pessoa${i}@exemplo.com.br`, codigo: '123456' }, ip);
      expect(res.statusCode).toBe(400);
    }
    const res = await post(t, 'ValidarEmail', { email: 'outra@exemplo.com.br', codigo: '123456' }, ip);
    expect(res.statusCode).toBe(429);
  });
});

describe('POST /api/RecuperarSenha', () => {
  it('limits per account and address; the owner, elsewhere, still gets a link', async () => {
    const user = await createUser(t);
    const stranger = freshIp();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await post(t, 'RecuperarSenha', { email: user.email }, stranger)).statusCode).toBe(200);
    }
    expect((await post(t, 'RecuperarSenha', { email: user.email }, stranger)).statusCode).toBe(429);
    expect(await mailsTo(t, user.email)).toHaveLength(PER_ACCOUNT);
    expect((await post(t, 'RecuperarSenha', { email: user.email })).statusCode).toBe(200);
    expect(await mailsTo(t, user.email)).toHaveLength(PER_ACCOUNT + 1);
  });

  it('limits per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_IP; i++) {
      expect((await post(t, 'RecuperarSenha', { email: `pessoa${i}@exemplo.com.br` }, ip)).statusCode).toBe(
        200,
      );
    }
    const res = await post(t, 'RecuperarSenha', { email: 'outra@exemplo.com.br' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
  });
});
