import type { GuiaEstrutura, IndicadorGuia } from '@guia/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { schema } from '../../db/client.ts';
import { PRINCIPIOS_PRIMEIRA_EDICAO } from '../../db/seed/questionario/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';

// Shared by the questionnaire route tests: each test file calls `usarAppDeTeste()` once at its
// top, which builds that file's app; `t` and `edicaoId` are live bindings, set before the tests run.

export let t: TestApp;
export let edicaoId: number;

/** Builds the file's app (and reads the seeded edition) once, and empties user data before each test. */
export function usarAppDeTeste() {
  beforeAll(async () => {
    t = await buildTestApp();
    const [ed] = await t.db.select({ id: schema.edicao.id }).from(schema.edicao);
    edicaoId = ed!.id;
  });

  beforeEach(async () => {
    await t.reset();
  });

  afterAll(async () => {
    await t.close();
  });
}

const seedIndicadores = PRINCIPIOS_PRIMEIRA_EDICAO.flatMap((p) => p.criterios.flatMap((c) => c.indicadores));
export const aplicaveisA = (categoria: number) =>
  seedIndicadores.filter((i) => (i.categorias as readonly number[]).includes(categoria));

export const PRODUTOR = {
  categoria_id: 6,
  nomeunidade: 'Fazenda Boa Vista',
  uf: 'MT',
  cidade: 5103403,
  car: 'MT-5103403-0123456789ABCDEF0123456789ABCDEF',
  atividade_id: 1,
  sistemaadotado_id: 2,
  area: 1200,
  areaPasto: 800,
  rebanho: 950,
};
export const VAREJO = { categoria_id: 3, nomeunidade: 'Açougue Central', uf: 'SP', cidade: 3550308 };

export async function criarUnidade(user: TestUser, body: object = PRODUTOR): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: '/api/Objeto', headers: user.auth, payload: body });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

export function iniciar(user: TestUser, objetoId: number, guiaId = edicaoId) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Guia/Questionario',
    headers: user.auth,
    payload: { objeto_id: objetoId, guia_id: guiaId },
  });
}

export async function iniciado(user: TestUser, objetoId: number): Promise<number> {
  const res = await iniciar(user, objetoId);
  expect(res.statusCode).toBe(201);
  return res.json().data.questionario.id;
}

export function estrutura(user: TestUser, objetoId: number, questionarioId: number) {
  return t.app.inject({
    method: 'GET',
    url: `/api/Guia/${objetoId}/${edicaoId}/${questionarioId}`,
    headers: user.auth,
  });
}

export async function lerEstrutura(
  user: TestUser,
  objetoId: number,
  questionarioId: number,
): Promise<GuiaEstrutura> {
  const res = await estrutura(user, objetoId, questionarioId);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

export function responder(
  user: TestUser,
  objetoId: number,
  questionarioId: number,
  indicadorId: number,
  nivelId: number | null,
  percentual?: number | null,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Guia/Resposta',
    headers: user.auth,
    payload: {
      objeto_id: objetoId,
      guia_id: edicaoId,
      questionario_id: questionarioId,
      indicador_id: indicadorId,
      nivel_id: nivelId,
      ...(percentual === undefined ? {} : { percentual }),
    },
  });
}

export function finalizar(user: TestUser, objetoId: number, questionarioId: number) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/Guia/Questionario',
    headers: user.auth,
    payload: { objeto_id: objetoId, guia_id: edicaoId, questionario_id: questionarioId },
  });
}

export const indicadoresDe = (e: GuiaEstrutura): IndicadorGuia[] =>
  e.principios.flatMap((p) => p.criterios.flatMap((c) => c.indicadores));

export async function totalRespostas() {
  const [row] = await t.db.select({ n: count() }).from(schema.resposta);
  return row!.n;
}

/** A user with a producer unit and an open questionnaire, and the indicators it shows. */
export async function prepararQuestionario() {
  const user = await createUser(t);
  const objetoId = await criarUnidade(user);
  const questionarioId = await iniciado(user, objetoId);
  const indicadores = indicadoresDe(await lerEstrutura(user, objetoId, questionarioId));
  return { user, objetoId, questionarioId, indicadores };
}

export const APLICADOR = {
  preenchimento_orientado_responsavel: 'Maria Aplicadora',
  preenchimento_orientado_instituicao: 'Embrapa Gado de Corte',
  preenchimento_orientado_email: 'Maria@Embrapa.br',
  preenchimento_orientado_celular: '(65) 99876-5432',
};

export function orientar(user: TestUser, orientado: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Guia/Questionario/Orientacao',
    headers: user.auth,
    payload: { orientado },
  });
}

export async function orientacaoGuardada(questionarioId: number) {
  const [row] = await t.db
    .select({
      orientado: schema.questionario.preenchimentoOrientado,
      responsavel: schema.questionario.preenchimentoOrientadoResponsavel,
      instituicao: schema.questionario.preenchimentoOrientadoInstituicao,
      email: schema.questionario.preenchimentoOrientadoEmail,
      celular: schema.questionario.preenchimentoOrientadoCelular,
    })
    .from(schema.questionario)
    .where(eq(schema.questionario.id, questionarioId));
  return row!;
}
