import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, criarQuestionario, criarUnidade, type TestUser } from '../../test/factories.ts';

// 'Meu Guia' across two editions of different structures, finished through the real scoring:
// last year's principle 1 has 2 criteria (one indicator each), this year's has 3.

let t: TestApp;
let anterior: Edicao;
let atual: Edicao;

interface Edicao {
  id: number;
  ano: number;
  /** Indicator ids by principle code, in order, each with its level ids by weight. */
  indicadores: Map<number, { id: number; niveis: Map<number, number> }[]>;
}

/** Five principles of one criterion with one indicator each, except principle 1 with `criteriosP1`. */
async function criarEdicao(ano: number, criteriosP1: number): Promise<Edicao> {
  const [ed] = await t.db
    .insert(schema.edicao)
    .values({ ano, disponivel: true, datadisponivel: new Date() })
    .returning({ id: schema.edicao.id });
  const edicao: Edicao = { id: ed!.id, ano, indicadores: new Map() };
  for (const p of [1, 2, 3, 4, 5]) {
    const [principio] = await t.db
      .insert(schema.principio)
      .values({
        edicaoId: edicao.id,
        codigo: p,
        titulo: `Princípio ${p}`,
        subtitulo: `Subtítulo ${p}`,
        descricao: '',
        icone: `icn-principio-${p}`,
      })
      .returning({ id: schema.principio.id });
    const lista: { id: number; niveis: Map<number, number> }[] = [];
    for (let c = 1; c <= (p === 1 ? criteriosP1 : 1); c++) {
      const [criterio] = await t.db
        .insert(schema.criterio)
        .values({ principioId: principio!.id, codigo: c, titulo: `Critério ${p}.${c}`, descricao: '' })
        .returning({ id: schema.criterio.id });
      const [ind] = await t.db
        .insert(schema.indicador)
        .values({
          criterioId: criterio!.id,
          codigo: `${p}.${c}.1`,
          sequencia: 1,
          titulo: `Indicador ${p}.${c}.1`,
        })
        .returning({ id: schema.indicador.id });
      const niveis = await t.db
        .insert(schema.nivel)
        .values(
          [0, 1, 2, 3, 4, 5].map((peso) => ({ indicadorId: ind!.id, peso, descricao: `Nível ${peso}` })),
        )
        .returning({ id: schema.nivel.id, peso: schema.nivel.peso });
      lista.push({ id: ind!.id, niveis: new Map(niveis.map((n) => [n.peso, n.id])) });
    }
    edicao.indicadores.set(p, lista);
  }
  return edicao;
}

beforeAll(async () => {
  t = await buildTestApp();
  anterior = await criarEdicao(1995, 2);
  atual = await criarEdicao(1996, 3);
});

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

/** Answers every indicator with the weights given per principle (in order) and finishes through the API. */
async function finalizar(user: TestUser, objetoId: number, edicao: Edicao, pesos: Record<number, number[]>) {
  const questionarioId = await criarQuestionario(t, user, objetoId, edicao.id);
  const respostas = [...edicao.indicadores].flatMap(([p, lista]) =>
    lista.map((i, k) => ({ questionarioId, indicadorId: i.id, nivelId: i.niveis.get(pesos[p]![k]!)! })),
  );
  await t.db.insert(schema.resposta).values(respostas);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/Guia/Questionario',
    headers: user.auth,
    payload: { objeto_id: objetoId, guia_id: edicao.id, questionario_id: questionarioId },
  });
  expect(res.statusCode).toBe(200);
  return { questionarioId, finalizadoEm: res.json().data.questionario.finalizadoem as string };
}

async function aproveitamentosGuardados(questionarioId: number) {
  const rows = await t.db
    .select({ aproveitamento: schema.resultadoPrincipio.aproveitamento })
    .from(schema.resultadoPrincipio)
    .where(eq(schema.resultadoPrincipio.questionarioId, questionarioId))
    .orderBy(asc(schema.resultadoPrincipio.principioCodigo));
  return rows.map((r) => r.aproveitamento);
}

describe("'meu Guia' across editions of different structures", () => {
  it('compares per principle with the stored results of the earlier edition, and says which year', async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(t, user);
    // Last year, P1: 5 + 1 of 10 -> 60; P2..P5: 2, 3, 4, 0 (NA: not applied -> 0).
    const antes = await finalizar(user, objetoId, anterior, { 1: [5, 1], 2: [2], 3: [3], 4: [4], 5: [0] });
    // This year, P1: 5 + 5 + 2 of 15 -> 80; P2..P5: 5, 1, 4, 3.
    const agora = await finalizar(user, objetoId, atual, { 1: [5, 5, 2], 2: [5], 3: [1], 4: [4], 5: [3] });

    expect(await aproveitamentosGuardados(antes.questionarioId)).toEqual([60, 40, 60, 80, 0]);
    expect(await aproveitamentosGuardados(agora.questionarioId)).toEqual([80, 100, 20, 80, 60]);
    // Last year's texts change and its structure grows afterwards: its stored numbers are what is compared.
    const [extra] = await t.db
      .select({ criterioId: schema.indicador.criterioId })
      .from(schema.indicador)
      .where(eq(schema.indicador.id, anterior.indicadores.get(1)![0]!.id));
    await t.db.insert(schema.indicador).values({
      criterioId: extra!.criterioId,
      codigo: '1.1.2',
      sequencia: 2,
      titulo: 'Acrescentado depois',
    });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Objeto/${objetoId}/${atual.id}/${agora.questionarioId}/comparativo?grupo=meu-guia`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.questionario.valores.map((v: { valor: number }) => v.valor)).toEqual([80, 100, 20, 80, 60]);
    // floor((60 + 40 + 60 + 80 + 0) / 5) = 48; floor(340 / 5) = 68.
    expect(data.comparado).toMatchObject({ total: 48 });
    expect(data.comparado.valores.map((v: { valor: number }) => v.valor)).toEqual([60, 40, 60, 80, 0]);
    expect(data.questionario.total).toBe(68);
    expect(data.comparadoCom).toEqual({ ano: 1995, finalizadoEm: antes.finalizadoEm });
    expect(data.alert).toBeNull();

    // Read from last year's questionnaire, there is nothing before it.
    const primeiro = await t.app.inject({
      method: 'GET',
      url: `/api/Objeto/${objetoId}/${anterior.id}/${antes.questionarioId}/comparativo?grupo=meu-guia`,
      headers: user.auth,
    });
    expect(primeiro.json().data).toMatchObject({ comparado: null, comparadoCom: null });
  });
});
