import type { GuiaEstrutura, IndicadorGuia } from '@guia/shared';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema } from '../../db/client.ts';
import { PRINCIPIOS_PRIMEIRA_EDICAO } from '../../db/seed/questionario/index.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';

// What the questionnaire route tests share. Each test file builds its own app in its own hooks (one
// database a file) and passes its context first: the app and the seeded edition.

/** A test file's app and the seeded edition its questionnaires answer. */
export interface Questionarios {
  t: TestApp;
  edicaoId: number;
}

/** The id of the seeded edition. */
export async function edicaoSemeada(t: TestApp): Promise<number> {
  const [ed] = await t.db.select({ id: schema.edicao.id }).from(schema.edicao);
  return ed!.id;
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

export async function criarUnidade(
  ctx: Questionarios,
  user: TestUser,
  body: object = PRODUTOR,
): Promise<number> {
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/Objeto',
    headers: user.auth,
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

export function iniciar(ctx: Questionarios, user: TestUser, objetoId: number, guiaId = ctx.edicaoId) {
  return ctx.t.app.inject({
    method: 'POST',
    url: '/api/Guia/Questionario',
    headers: user.auth,
    payload: { objeto_id: objetoId, guia_id: guiaId },
  });
}

export async function iniciado(ctx: Questionarios, user: TestUser, objetoId: number): Promise<number> {
  const res = await iniciar(ctx, user, objetoId);
  expect(res.statusCode).toBe(201);
  return res.json().data.questionario.id;
}

export function estrutura(ctx: Questionarios, user: TestUser, objetoId: number, questionarioId: number) {
  return ctx.t.app.inject({
    method: 'GET',
    url: `/api/Guia/${objetoId}/${ctx.edicaoId}/${questionarioId}`,
    headers: user.auth,
  });
}

export async function lerEstrutura(
  ctx: Questionarios,
  user: TestUser,
  objetoId: number,
  questionarioId: number,
): Promise<GuiaEstrutura> {
  const res = await estrutura(ctx, user, objetoId, questionarioId);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

export function responder(
  ctx: Questionarios,
  user: TestUser,
  objetoId: number,
  questionarioId: number,
  indicadorId: number,
  nivelId: number | null,
  percentual?: number | null,
) {
  return ctx.t.app.inject({
    method: 'POST',
    url: '/api/Guia/Resposta',
    headers: user.auth,
    payload: {
      objeto_id: objetoId,
      guia_id: ctx.edicaoId,
      questionario_id: questionarioId,
      indicador_id: indicadorId,
      nivel_id: nivelId,
      ...(percentual === undefined ? {} : { percentual }),
    },
  });
}

export function finalizar(ctx: Questionarios, user: TestUser, objetoId: number, questionarioId: number) {
  return ctx.t.app.inject({
    method: 'PUT',
    url: '/api/Guia/Questionario',
    headers: user.auth,
    payload: { objeto_id: objetoId, guia_id: ctx.edicaoId, questionario_id: questionarioId },
  });
}

export const indicadoresDe = (e: GuiaEstrutura): IndicadorGuia[] =>
  e.principios.flatMap((p) => p.criterios.flatMap((c) => c.indicadores));

export async function totalRespostas(ctx: Questionarios) {
  const [row] = await ctx.t.db.select({ n: count() }).from(schema.resposta);
  return row!.n;
}

/** A user with a producer unit and an open questionnaire, and the indicators it shows. */
export async function prepararQuestionario(ctx: Questionarios) {
  const user = await createUser(ctx.t);
  const objetoId = await criarUnidade(ctx, user);
  const questionarioId = await iniciado(ctx, user, objetoId);
  const indicadores = indicadoresDe(await lerEstrutura(ctx, user, objetoId, questionarioId));
  return { user, objetoId, questionarioId, indicadores };
}

export const APLICADOR = {
  preenchimento_orientado_responsavel: 'Maria Aplicadora',
  preenchimento_orientado_instituicao: 'Embrapa Gado de Corte',
  preenchimento_orientado_email: 'Maria@Embrapa.br',
  preenchimento_orientado_celular: '(65) 99876-5432',
};

export function orientar(ctx: Questionarios, user: TestUser, orientado: object) {
  return ctx.t.app.inject({
    method: 'POST',
    url: '/api/Guia/Questionario/Orientacao',
    headers: user.auth,
    payload: { orientado },
  });
}

export async function orientacaoGuardada(ctx: Questionarios, questionarioId: number) {
  const [row] = await ctx.t.db
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
