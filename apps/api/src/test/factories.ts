import { randomUUID } from 'node:crypto';
import type { Role } from '@guia/shared';
import { hash } from '@node-rs/argon2';
import { schema } from '../db/client.ts';
import { issueRefreshToken } from '../modules/auth/tokens.ts';
import type { TestApp } from './build-test-app.ts';

let seq = 0;

export interface TestUser {
  id: number;
  email: string;
  password: string;
  cpf: string;
  token: string;
  /** The session (refresh-token family) the token belongs to. */
  familia: string;
  /** `Authorization` header for app.inject(). */
  auth: { authorization: string };
}

/** Valid CPFs for fixtures (check digits correct). */
const CPFS = ['52998224725', '11144477735', '39053344705', '15350946056', '85359049004', '71428793860'];

/** Inserts a confirmed user who accepted the terms and returns a signed access token for them. */
export async function createUser(
  t: TestApp,
  opts: {
    role?: Role;
    email?: string;
    password?: string;
    aceite?: boolean;
    verified?: boolean;
    nome?: string;
  } = {},
): Promise<TestUser> {
  seq += 1;
  const password = opts.password ?? 'senha-forte-1';
  const email = opts.email ?? `usuario${seq}-${randomUUID().slice(0, 6)}@exemplo.com.br`;
  const cpf = CPFS[(seq - 1) % CPFS.length]!;
  const [row] = await t.db
    .insert(schema.usuario)
    .values({
      nome: opts.nome ?? `Usuário ${seq}`,
      email,
      celular: '65999998888',
      selecao: 'cpf',
      cpf: seq <= CPFS.length ? cpf : null,
      passwordHash: await hash(password),
      role: opts.role ?? 'visitante',
      emailVerificadoEm: opts.verified === false ? null : new Date(),
      aceiteVersao: opts.aceite === false ? null : 1,
      aceiteEm: opts.aceite === false ? null : new Date(),
    })
    .returning({ id: schema.usuario.id });
  const id = row!.id;
  // A real session: access tokens of a family that does not exist are refused.
  const { familia } = await issueRefreshToken(t.db, id, 30);
  const token = await t.app.signAccessToken({ id, role: opts.role ?? 'visitante', familia });
  return { id, email, password, cpf, token, familia, auth: { authorization: `Bearer ${token}` } };
}
