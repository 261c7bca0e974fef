import { describe, expect, it } from 'vitest';
import { cadastroBody, loginBody, validarTokenBody } from './auth.ts';
import { alterarSenhaBody } from './configuracao.ts';

const base = {
  nome: 'Maria da Silva',
  email: ' Maria@Exemplo.com.BR ',
  celular: '(65)99999-8888',
  selecao: 'cpf',
  cpf: '529.982.247-25',
  cnpj: '11.222.333/0001-81',
  password: 'segredo1',
};

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('cadastroBody', () => {
  it('normalises e-mail, digits and blanks the tax id that was not chosen', () => {
    const out = cadastroBody.parse(base);
    expect(out).toMatchObject({
      email: 'maria@exemplo.com.br',
      celular: '65999998888',
      cpf: '52998224725',
      cnpj: null,
    });
    const pj = cadastroBody.parse({ ...base, selecao: 'cnpj' });
    expect(pj).toMatchObject({ cpf: null, cnpj: '11222333000181' });
  });
  it('names each invalid field in Portuguese', () => {
    const result = cadastroBody.safeParse({
      ...base,
      nome: ' ',
      email: 'x@',
      cpf: '529.982.247-24',
      password: '123',
    });
    expect(fieldErrors(result)).toEqual({
      nome: 'Informe o nome',
      email: 'Informe um e-mail válido',
      password: 'A senha deve ter no mínimo 6 caracteres',
      cpf: 'CPF inválido',
    });
  });
  it('reports every field at once: the tax id too, even when the e-mail is empty or malformed', () => {
    const vazio = { nome: '', email: '', celular: '', selecao: 'cpf', cpf: '', cnpj: '', password: '' };
    expect(Object.keys(fieldErrors(cadastroBody.safeParse(vazio))).sort()).toEqual(
      ['celular', 'cpf', 'email', 'nome', 'password'].sort(),
    );
    expect(fieldErrors(cadastroBody.safeParse({ ...base, email: 'maria@', cpf: '529.982.247-24' }))).toEqual({
      email: 'Informe um e-mail válido',
      cpf: 'CPF inválido',
    });
    expect(fieldErrors(cadastroBody.safeParse({ ...vazio, selecao: 'cnpj' }))).toHaveProperty(
      'cnpj',
      'Informe o CNPJ',
    );
  });
  it('requires the chosen tax id and rejects refusing the terms', () => {
    expect(fieldErrors(cadastroBody.safeParse({ ...base, selecao: 'cnpj', cnpj: '' }))).toEqual({
      cnpj: 'Informe o CNPJ',
    });
    expect(fieldErrors(cadastroBody.safeParse({ ...base, termos: false }))).toEqual({
      termos: 'É preciso concordar com os termos de uso e privacidade',
    });
  });
});

describe('loginBody', () => {
  it('validates the identifier that was chosen', () => {
    expect(loginBody.safeParse({ alternativa: 'CPF', cpf: '529.982.247-25', password: 'x' }).success).toBe(
      true,
    );
    expect(loginBody.safeParse({ alternativa: 'CPF', cpf: '529.982.247-24', password: 'x' }).success).toBe(
      false,
    );
    expect(loginBody.safeParse({ alternativa: 'EMAIL', email: 'a@b.com', password: 'x' }).success).toBe(true);
  });
  it('accepts the refresh-token grant', () => {
    expect(
      loginBody.safeParse({ grant_type: 'refresh_token', refresh_token: 'abcdefghijklmnop' }).success,
    ).toBe(true);
  });
});

describe('password confirmations', () => {
  it('reset requires matching passwords', () => {
    const r = validarTokenBody.safeParse({
      password: 'segredo1',
      confirmpassword: 'segredo2',
      token: 'x'.repeat(20),
    });
    expect(fieldErrors(r)).toEqual({ confirmpassword: 'As senhas devem ser iguais' });
  });
  it('settings password change uses the spec message', () => {
    const r = alterarSenhaBody.safeParse({
      password: 'velha1',
      newpassword: 'nova123',
      confirmnewpassword: 'nova124',
    });
    expect(fieldErrors(r)).toEqual({
      confirmnewpassword: 'A nova senha e sua confirmação devem ser identicas',
    });
  });
});
