import { eq } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, criarUnidade, type TestUser } from '../../test/factories.ts';
import { corpoDaAutorizacao, tecnicoComCpf, usuarioComCpf } from '../../test/tecnicos.ts';

// What the delegation route tests share (issue 18 §1): an app, a producer
// with two units and an accredited technician, and the calls.

export const abrirApp = (): Promise<TestApp> => buildTestApp();

export const limpar = (t: TestApp): Promise<void> => t.reset();

export interface Cenario {
  produtor: TestUser;
  unidadeA: number;
  unidadeB: number;
  tecnico: TestUser;
  outro: TestUser;
  admin: TestUser;
}

/** A producer (with a CPF) with units A and B, an accredited technician 'Maria Souza', another user, an admin. */
export async function cenario(t: TestApp): Promise<Cenario> {
  const produtor = await usuarioComCpf(t, { nome: 'João Produtor' });
  const unidadeA = await criarUnidade(t, produtor, { nomeunidade: 'Fazenda A' });
  const unidadeB = await criarUnidade(t, produtor, { nomeunidade: 'Fazenda B' });
  const tecnico = await tecnicoComCpf(t, 'credenciado', { nome: 'Maria Souza' });
  const outro = await usuarioComCpf(t);
  const admin = await createUser(t, { role: 'administrador' });
  return { produtor, unidadeA, unidadeB, tecnico, outro, admin };
}

type Metodo = 'GET' | 'POST' | 'DELETE';

/** One call to the API as `user` (anonymous when null), with optional extra headers. */
export function chamar(
  t: TestApp,
  user: TestUser | null,
  method: Metodo,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...user?.auth, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** POST Autorizacoes as the producer, to the scenario's technician unless the body says otherwise. */
export const conceder = (
  t: TestApp,
  c: Cenario,
  objetoIds: number[],
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  chamar(
    t,
    c.produtor,
    'POST',
    '/Autorizacoes',
    corpoDaAutorizacao(c.tecnico.cpf, objetoIds, extra),
    headers,
  );

export const listar = (t: TestApp, user: TestUser) => chamar(t, user, 'GET', '/Autorizacoes');

/** The unit read through the gate (GET Objeto/{id}), as the technician would. */
export const lerUnidade = (t: TestApp, user: TestUser, objetoId: number) =>
  chamar(t, user, 'GET', `/Objeto/${objetoId}`);

/** The grants of a technician on a unit, oldest first (to see revocations and replacements). */
export function concessoesNaUnidade(t: TestApp, tecnicoId: number, objetoId: number) {
  const { autorizacao: a } = schema;
  return t.db
    .select()
    .from(a)
    .where(eq(a.tecnicoId, tecnicoId))
    .orderBy(a.id)
    .then((rows) => rows.filter((r) => r.objetoId === objetoId));
}
