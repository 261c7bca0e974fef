import { hojeEm, type ItemPlanoInput, prazoPadrao } from '@guia/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';
import { comPrincipioDoIndicador } from '../../db/queries/edicao-do-indicador.ts';
import { indicadorSeAplicaSql } from '../../db/queries/indicadores.ts';
import { TEMP_PREFIX } from '../../plugins/file-store.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, criarUnidade, edicaoDisponivel, type TestUser } from '../../test/factories.ts';
import { PRODUTOR } from '../questionario/questionario.test-helpers.ts';

// What the action plan's route tests share: an app with a clock the tests can move, a producer whose
// finished questionnaire has indicators at every kind of level, and the calls.

/** The app's clock: real time unless a test sets `relogio.agora`. */
export const relogio: { agora: Date | null } = { agora: null };

export function abrirApp(): Promise<TestApp> {
  return buildTestApp({}, { now: () => relogio.agora ?? new Date() });
}

/** Empties the user data and every stored file between tests, and puts the clock back. */
export async function limpar(t: TestApp): Promise<void> {
  relogio.agora = null;
  await t.reset();
  await t.fileStore.deletePrefix('usuarios');
  await t.fileStore.deletePrefix(TEMP_PREFIX);
}

/** An applicable indicator's levels by weight (level id). */
type Niveis = Map<number, number>;

async function niveisAplicaveis(t: TestApp, edicaoId: number, categoriaId: number) {
  const { indicador, principio, nivel } = schema;
  const rows = await comPrincipioDoIndicador(
    t.db
      .select({ indicadorId: indicador.id, nivelId: nivel.id, peso: nivel.peso })
      .from(indicador)
      .$dynamic(),
  )
    .innerJoin(nivel, eq(nivel.indicadorId, indicador.id))
    .where(and(eq(principio.edicaoId, edicaoId), indicadorSeAplicaSql(categoriaId)))
    .orderBy(asc(indicador.id), asc(nivel.peso));
  const porIndicador = new Map<number, Niveis>();
  for (const r of rows) {
    const niveis = porIndicador.get(r.indicadorId) ?? new Map();
    niveis.set(r.peso, r.nivelId);
    porIndicador.set(r.indicadorId, niveis);
  }
  return porIndicador;
}

/** The indicators of a scenario's finished questionnaire, by the level they were answered at. */
export interface Cenario {
  user: TestUser;
  objetoId: number;
  edicaoId: number;
  questionarioId: number;
  /** Answered at weight 2 (five of them: the priorities), then one at weight 1. */
  emDois: number[];
  emUm: number;
  /** Answered 'Não se aplica' (weight 0). */
  naoSeAplica: number;
  /** Answered at the top level (weight 5). */
  noTopo: number;
}

/**
 * A producer's unit with a finished questionnaire: every applicable indicator answered (through the
 * database, as the factories do), most at weight 2, one at 1, one 'Não se aplica', the rest at 5;
 * then finished through the API.
 */
export async function cenario(t: TestApp, user?: TestUser): Promise<Cenario> {
  const dono = user ?? (await createUser(t));
  const edicaoId = await edicaoDisponivel(t);
  const objetoId = await criarUnidade(t, dono, PRODUTOR);
  const inicio = await t.app.inject({
    method: 'POST',
    url: '/api/Guia/Questionario',
    headers: dono.auth,
    payload: { objeto_id: objetoId, guia_id: edicaoId },
  });
  expect(inicio.statusCode).toBe(201);
  const questionarioId = inicio.json().data.questionario.id as number;
  const niveis = await niveisAplicaveis(t, edicaoId, PRODUTOR.categoria_id);
  const comNa = [...niveis].filter(([, n]) => n.has(0)).map(([id]) => id);
  const naoSeAplica = comNa[0]!;
  const outros = [...niveis.keys()].filter((id) => id !== naoSeAplica);
  const [a, b, c, d, e, emUm, noTopo] = outros as [number, number, number, number, number, number, number];
  const emDois = [a, b, c, d, e];
  const peso = (id: number) => (emDois.includes(id) ? 2 : id === emUm ? 1 : id === naoSeAplica ? 0 : 5);
  await t.db.insert(schema.resposta).values(
    [...niveis].map(([indicadorId, n]) => ({
      questionarioId,
      indicadorId,
      nivelId: n.get(peso(indicadorId))!,
    })),
  );
  const fim = await t.app.inject({
    method: 'PUT',
    url: '/api/Guia/Questionario',
    headers: dono.auth,
    payload: { objeto_id: objetoId, guia_id: edicaoId, questionario_id: questionarioId },
  });
  expect(fim.statusCode).toBe(200);
  return { user: dono, objetoId, edicaoId, questionarioId, emDois, emUm, naoSeAplica, noTopo };
}

/** Today in Brasília by the app's clock, and a deadline a year from it. */
export const hoje = () => hojeEm(relogio.agora ?? new Date());
export const prazo = () => prazoPadrao(hoje());

/** An item of a plan body: the target one level above weight 2, due in a year. */
export function item(indicadorId: number, extra: Partial<ItemPlanoInput> = {}) {
  return {
    indicador_id: indicadorId,
    peso_meta: 3,
    prazo: prazo(),
    acoes: `Ações para ${indicadorId}`,
    ...extra,
  };
}

/** The body of the five priorities of a scenario. */
export const corpoDasPrioridades = (c: Cenario) => ({
  questionario_id: c.questionarioId,
  itens: c.emDois.map((id) => item(id)),
});

export function criar(
  t: TestApp,
  user: TestUser,
  objetoId: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/Objeto/${objetoId}/PlanoAcao`,
    headers: { ...user.auth, ...headers },
    payload: body as object,
  });
}

/** Makes the scenario's plan of its five priorities; the plan as answered. */
export async function planoCriado(t: TestApp, c: Cenario) {
  const res = await criar(t, c.user, c.objetoId, corpoDasPrioridades(c));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; itens: { id: number; indicador_id: number; estado: string }[] };
}

export function ler(t: TestApp, user: TestUser, objetoId: number) {
  return t.app.inject({ method: 'GET', url: `/api/Objeto/${objetoId}/PlanoAcao`, headers: user.auth });
}

export function editar(t: TestApp, user: TestUser, itemId: number, body: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/PlanoAcao/Item/${itemId}`,
    headers: user.auth,
    payload: body,
  });
}

export function remover(t: TestApp, user: TestUser, itemId: number) {
  return t.app.inject({ method: 'DELETE', url: `/api/PlanoAcao/Item/${itemId}`, headers: user.auth });
}

export function registrar(
  t: TestApp,
  user: TestUser,
  itemId: number,
  form: { payload: Buffer | object; headers?: Record<string, string> },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/PlanoAcao/Item/${itemId}/Registro`,
    headers: { ...user.auth, ...form.headers },
    payload: form.payload,
  });
}

export function pdf(t: TestApp, user: TestUser, objetoId: number) {
  return t.app.inject({ method: 'GET', url: `/api/Objeto/${objetoId}/PlanoAcao/pdf`, headers: user.auth });
}

/** The audit rows about a unit, oldest first. */
export function auditoriaDa(t: TestApp, objetoId: number) {
  return t.db
    .select({
      acao: schema.auditoria.acao,
      atorId: schema.auditoria.atorId,
      alvo: schema.auditoria.alvoUsuarioId,
      detalhes: schema.auditoria.detalhes,
    })
    .from(schema.auditoria)
    .where(eq(schema.auditoria.objetoId, objetoId))
    .orderBy(asc(schema.auditoria.id));
}

/** The indicator of `edicaoId` with the lineage of `indicadorId` (from the plan's edition). */
export async function mesmaLinhagem(
  t: TestApp,
  indicadorId: number,
  edicaoId: number,
): Promise<number | undefined> {
  const [r] = await linhas<{ id: number }>(
    t.db,
    sql`select novo.id from indicador antigo join indicador novo on novo.linhagem = antigo.linhagem
      join criterio c on c.id = novo.criterio_id join principio p on p.id = c.principio_id
      where antigo.id = ${indicadorId} and p.edicao_id = ${edicaoId}`,
  );
  return r?.id;
}

interface IndicadorNaTela {
  id: number;
  meta?: unknown;
}

/**
 * Starts the unit's questionnaire of `edicaoId`, answers every applicable indicator (weight 5 unless
 * `pesos` says otherwise, by the new indicator's id) and finishes it through the API; returns the
 * questionnaire and its indicators as the answering screen got them.
 */
export async function responderEFinalizar(
  t: TestApp,
  c: Cenario,
  edicaoId: number,
  pesos: Map<number, number>,
): Promise<{ questionarioId: number; indicadores: IndicadorNaTela[] }> {
  const inicio = await t.app.inject({
    method: 'POST',
    url: '/api/Guia/Questionario',
    headers: c.user.auth,
    payload: { objeto_id: c.objetoId, guia_id: edicaoId },
  });
  expect(inicio.statusCode, inicio.body).toBe(201);
  const questionarioId = inicio.json().data.questionario.id as number;
  const estrutura = await t.app.inject({
    method: 'GET',
    url: `/api/Guia/${c.objetoId}/${edicaoId}/${questionarioId}`,
    headers: c.user.auth,
  });
  const indicadores = (
    estrutura.json().data.principios as { criterios: { indicadores: IndicadorNaTela[] }[] }[]
  ).flatMap((p) => p.criterios.flatMap((cr) => cr.indicadores));
  const ids = indicadores.map((i) => i.id);
  const niveis = await t.db.select().from(schema.nivel).where(inArray(schema.nivel.indicadorId, ids));
  await t.db.insert(schema.resposta).values(
    ids.map((indicadorId) => {
      const peso = pesos.get(indicadorId) ?? 5;
      const n = niveis.find((x) => x.indicadorId === indicadorId && x.peso === peso)!;
      return { questionarioId, indicadorId, nivelId: n.id };
    }),
  );
  const fim = await t.app.inject({
    method: 'PUT',
    url: '/api/Guia/Questionario',
    headers: c.user.auth,
    payload: { objeto_id: c.objetoId, guia_id: edicaoId, questionario_id: questionarioId },
  });
  expect(fim.statusCode, fim.body).toBe(200);
  return { questionarioId, indicadores };
}
