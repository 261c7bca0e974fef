import { expect } from 'vitest';
import { schema } from '../../db/client.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { cadastro, EMAIL, post } from './auth.test-helpers.ts';

export const CNPJ_DIGITS = '11222333000181';
export const ATTACKER_PASSWORD = 'do-impostor-1';
export const REGISTERED = 'Cadastro realizado! Enviamos um código de confirmação para o seu e-mail.';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** POST Cadastro; answers the attempt id. */
export async function register(t: TestApp, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await post(t, 'Cadastro', cadastro(overrides));
  expect(res.statusCode).toBe(201);
  return res.json().data.tentativa;
}

export const attempts = (t: TestApp) => t.db.select().from(schema.cadastroPendente);

export const other = (codigo: string) => (codigo === '000000' ? '111111' : '000000');

export function login(
  t: TestApp,
  password: string,
  identity: Record<string, string> = { alternativa: 'EMAIL', email: EMAIL },
) {
  return post(t, 'Login', { ...identity, password });
}
