import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema } from '../../db/client.ts';
import type { TestApp } from '../../test/build-test-app.ts';

export const CPF = '529.982.247-25';
export const CPF_DIGITS = '52998224725';
export const CNPJ = '11.222.333/0001-81';
export const EMAIL = 'maria@exemplo.com.br';
export const PASSWORD = 'segredo-1';

export function post(t: TestApp, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `/api/${url}`, payload: payload as object, headers });
}

export function cadastro(overrides: Record<string, unknown> = {}) {
  return {
    nome: 'Maria da Silva',
    email: EMAIL,
    celular: '(65)99999-8888',
    selecao: 'cpf',
    cpf: CPF,
    cnpj: '',
    password: PASSWORD,
    termos: true,
    ...overrides,
  };
}

export async function findUser(t: TestApp, email: string) {
  const [row] = await t.db.select().from(schema.usuario).where(eq(schema.usuario.email, email));
  return row;
}

export async function mailsTo(t: TestApp, email: string) {
  // Some e-mails leave after the answer: wait for them.
  await t.app.afterResponseIdle();
  return t.db
    .select()
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.para, email))
    .orderBy(desc(schema.emailOutbox.id));
}

/** The code of the newest confirmation e-mail sent to `email`. */
export async function lastCode(t: TestApp, email: string): Promise<string> {
  const [mail] = await mailsTo(t, email);
  const match = mail?.texto.match(/código de confirmação é: (\d{6})/);
  if (!match) throw new Error(`no code e-mailed to ${email}`);
  return match[1]!;
}

/** The token of the newest reset link e-mailed to `email`. */
export async function lastResetToken(t: TestApp, email: string): Promise<string> {
  const [mail] = await mailsTo(t, email);
  const match = mail?.texto.match(/\/recuperar-senha\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no reset link e-mailed to ${email}`);
  return match[1]!;
}

export async function registerConfirmed(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = cadastro(overrides);
  expect((await post(t, 'Cadastro', body)).statusCode).toBe(201);
  const email = String(body.email);
  const res = await post(t, 'ValidarEmail', { email, codigo: await lastCode(t, email) });
  expect(res.statusCode).toBe(200);
  return res.json().data as AuthDataJson;
}

export interface AuthDataJson {
  id: number;
  email: string;
  nome: string;
  role: string;
  token: string;
  refreshToken: string;
  aceite: boolean;
}

export async function login(
  t: TestApp,
  payload: Record<string, unknown> = { alternativa: 'EMAIL', email: EMAIL, password: PASSWORD },
) {
  return post(t, 'Login', payload);
}

export function refresh(t: TestApp, refreshToken: string) {
  return post(t, 'Login', { grant_type: 'refresh_token', refresh_token: refreshToken });
}

export function jwtClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function setTermsVersion(t: TestApp, versao: number) {
  await t.db
    .insert(schema.documentoLegal)
    .values({ tipo: 'termos', texto: '<p>Termos</p>', versao })
    .onConflictDoUpdate({ target: schema.documentoLegal.tipo, set: { versao } });
}
