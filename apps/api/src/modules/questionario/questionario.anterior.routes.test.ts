import type { GuiaEstrutura, IndicadorGuia } from '@guia/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  createUser,
  criarQuestionario,
  criarUnidade,
  duplicarEdicaoParaTeste,
  indicadoresAplicaveis,
  responderTudo,
  type TestUser,
  UNIDADE_VAREJO,
} from '../../test/factories.ts';

// Last year's answer beside each indicator: the seeded edition is 'last year', a duplicate of it
// (same lineage keys) for the next year is 'this year', with one indicator renumbered and one new.

let t: TestApp;
let anoAnterior: number;
let edicaoAnterior: number;
let edicaoAtual: number;
/** Indicator of the earlier edition (category 3) with a 'Não se aplica' level, and its copy. */
let naAnterior: number;
let naAtual: number;
/** Indicator of the earlier edition renumbered in the current one, and its copy. */
let renumeradoAnterior: number;
let renumeradoAtual: number;
/** An indicator only the current edition has (a new lineage key). */
let novo: number;

const { edicao, principio, criterio, indicador, nivel, resposta } = schema;

/** Indicator id in `edicaoId` with the lineage key of `indicadorId`. */
async function copiaEm(edicaoId: number, indicadorId: number): Promise<number> {
  const [origem] = await t.db
    .select({ linhagem: indicador.linhagem })
    .from(indicador)
    .where(eq(indicador.id, indicadorId));
  const [copia] = await t.db
    .select({ id: indicador.id })
    .from(indicador)
    .innerJoin(criterio, eq(criterio.id, indicador.criterioId))
    .innerJoin(principio, eq(principio.id, criterio.principioId))
    .where(and(eq(principio.edicaoId, edicaoId), eq(indicador.linhagem, origem!.linhagem)));
  return copia!.id;
}

async function niveisDe(indicadorId: number) {
  return t.db
    .select({ id: nivel.id, peso: nivel.peso, descricao: nivel.descricao })
    .from(nivel)
    .where(eq(nivel.indicadorId, indicadorId))
    .orderBy(asc(nivel.peso));
}

beforeAll(async () => {
  t = await buildTestApp();
  const [ed] = await t.db.select({ id: edicao.id, ano: edicao.ano }).from(edicao);
  edicaoAnterior = ed!.id;
  anoAnterior = ed!.ano;
  edicaoAtual = await duplicarEdicaoParaTeste(t, edicaoAnterior, anoAnterior + 1);

  const aplicaveis = await indicadoresAplicaveis(t, edicaoAnterior, UNIDADE_VAREJO.categoria_id);
  const comNa = await t.db
    .select({ indicadorId: nivel.indicadorId })
    .from(nivel)
    .where(
      and(
        eq(nivel.peso, 0),
        inArray(
          nivel.indicadorId,
          aplicaveis.map((a) => a.indicadorId),
        ),
      ),
    )
    .orderBy(asc(nivel.indicadorId));
  naAnterior = comNa[0]!.indicadorId;
  renumeradoAnterior = aplicaveis.find((a) => a.indicadorId !== naAnterior)!.indicadorId;
  naAtual = await copiaEm(edicaoAtual, naAnterior);
  renumeradoAtual = await copiaEm(edicaoAtual, renumeradoAnterior);
  await t.db.update(indicador).set({ codigo: '9.9.9' }).where(eq(indicador.id, renumeradoAtual));

  // A new indicator of the current edition, for every category, with levels 0..5.
  const [c] = await t.db
    .select({ id: criterio.id })
    .from(criterio)
    .innerJoin(principio, eq(principio.id, criterio.principioId))
    .where(eq(principio.edicaoId, edicaoAtual))
    .orderBy(asc(principio.codigo), asc(criterio.codigo))
    .limit(1);
  const [criado] = await t.db
    .insert(indicador)
    .values({ criterioId: c!.id, codigo: '1.1.99', sequencia: 99, titulo: 'Indicador novo', categorias: [] })
    .returning({ id: indicador.id });
  novo = criado!.id;
  await t.db
    .insert(nivel)
    .values([0, 1, 2, 3, 4, 5].map((peso) => ({ indicadorId: novo, peso, descricao: `Novo nível ${peso}` })));
});

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

/** Sets the answer of an indicator to the level of weight `peso`, straight in the database. */
async function marcar(questionarioId: number, indicadorId: number, peso: number) {
  const n = (await niveisDe(indicadorId)).find((x) => x.peso === peso)!;
  await t.db
    .update(resposta)
    .set({ nivelId: n.id })
    .where(and(eq(resposta.questionarioId, questionarioId), eq(resposta.indicadorId, indicadorId)));
}

async function finalizar(user: TestUser, objetoId: number, edicaoId: number, questionarioId: number) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/Guia/Questionario',
    headers: user.auth,
    payload: { objeto_id: objetoId, guia_id: edicaoId, questionario_id: questionarioId },
  });
  expect(res.statusCode).toBe(200);
}

/** A finished questionnaire of the edition: everything at its highest level, then the given weights. */
async function finalizado(
  user: TestUser,
  objetoId: number,
  edicaoId: number,
  pesos: [indicadorId: number, peso: number][],
) {
  const questionarioId = await criarQuestionario(t, user, objetoId, edicaoId);
  await responderTudo(t, questionarioId);
  for (const [indicadorId, peso] of pesos) await marcar(questionarioId, indicadorId, peso);
  await finalizar(user, objetoId, edicaoId, questionarioId);
  return questionarioId;
}

async function ler(user: TestUser, objetoId: number, edicaoId: number, questionarioId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/Guia/${objetoId}/${edicaoId}/${questionarioId}`,
    headers: user.auth,
  });
  expect(res.statusCode).toBe(200);
  const data = res.json().data as GuiaEstrutura;
  const porId = new Map<number, IndicadorGuia>();
  for (const p of data.principios)
    for (const c of p.criterios) for (const i of c.indicadores) porId.set(i.id, i);
  return porId;
}

describe("last year's answer beside each indicator", () => {
  it('follows the lineage key, renumbered or not, and is a hint only (nothing pre-selected)', async () => {
    const dono = await createUser(t);
    const objetoId = await criarUnidade(t, dono);
    await finalizado(dono, objetoId, edicaoAnterior, [
      [naAnterior, 0],
      [renumeradoAnterior, 3],
    ]);
    const questionarioId = await criarQuestionario(t, dono, objetoId, edicaoAtual);
    const indicadores = await ler(dono, objetoId, edicaoAtual, questionarioId);

    const nivel3 = (await niveisDe(renumeradoAnterior)).find((n) => n.peso === 3)!;
    const na = (await niveisDe(naAnterior)).find((n) => n.peso === 0)!;
    expect(indicadores.get(renumeradoAtual)).toMatchObject({
      codigo: '9.9.9',
      resposta: null,
      anterior: { ano: anoAnterior, peso: 3, descricao: nivel3.descricao },
    });
    expect(indicadores.get(naAtual)?.anterior).toEqual({
      ano: anoAnterior,
      peso: 0,
      descricao: na.descricao,
    });
    expect(indicadores.get(novo)?.anterior).toBeNull();
    // Every other carried-over indicator shows the highest level answered then; none is answered now.
    const todos = [...indicadores.values()];
    expect(todos.every((i) => i.resposta === null)).toBe(true);
    expect(todos.filter((i) => i.anterior !== null)).toHaveLength(todos.length - 1);
    const [q] = await t.db
      .select({ n: resposta.id })
      .from(resposta)
      .where(eq(resposta.questionarioId, questionarioId));
    expect(q).toBeUndefined();
  });

  it("never shows another unit's answers, even of another owner with other answers", async () => {
    const dono = await createUser(t);
    const outro = await createUser(t);
    const minha = await criarUnidade(t, dono, { nomeunidade: 'Minha' });
    const alheia = await criarUnidade(t, outro, { nomeunidade: 'Alheia' });
    await finalizado(outro, alheia, edicaoAnterior, [[renumeradoAnterior, 1]]);
    await finalizado(dono, minha, edicaoAnterior, [[renumeradoAnterior, 4]]);
    // The other unit also finishes later and answers differently: still not read for mine.
    const meuAtual = await criarQuestionario(t, dono, minha, edicaoAtual);
    const alheioAtual = await criarQuestionario(t, outro, alheia, edicaoAtual);

    expect((await ler(dono, minha, edicaoAtual, meuAtual)).get(renumeradoAtual)?.anterior?.peso).toBe(4);
    expect((await ler(outro, alheia, edicaoAtual, alheioAtual)).get(renumeradoAtual)?.anterior?.peso).toBe(1);
    // A unit of the same owner with nothing finished gets no hint from the owner's other unit.
    const segunda = await criarUnidade(t, dono, { nomeunidade: 'Segunda' });
    const daSegunda = await criarQuestionario(t, dono, segunda, edicaoAtual);
    const semDica = await ler(dono, segunda, edicaoAtual, daSegunda);
    expect([...semDica.values()].every((i) => i.anterior === null)).toBe(true);
  });

  it('gives no hint from an unfinished earlier questionnaire', async () => {
    const dono = await createUser(t);
    const objetoId = await criarUnidade(t, dono);
    const aberto = await criarQuestionario(t, dono, objetoId, edicaoAnterior);
    await responderTudo(t, aberto);
    const questionarioId = await criarQuestionario(t, dono, objetoId, edicaoAtual);
    const indicadores = await ler(dono, objetoId, edicaoAtual, questionarioId);
    expect([...indicadores.values()].every((i) => i.anterior === null)).toBe(true);
  });

  it('reads only EARLIER editions: a later finished edition is no hint for an older one', async () => {
    const dono = await createUser(t);
    const objetoId = await criarUnidade(t, dono);
    await finalizado(dono, objetoId, edicaoAtual, []);
    const questionarioId = await criarQuestionario(t, dono, objetoId, edicaoAnterior);
    const indicadores = await ler(dono, objetoId, edicaoAnterior, questionarioId);
    expect([...indicadores.values()].every((i) => i.anterior === null)).toBe(true);
  });

  it('takes the latest earlier edition, and shows the same hint to an administrator reading on behalf', async () => {
    const dono = await createUser(t);
    const admin = await createUser(t, { role: 'administrador' });
    const objetoId = await criarUnidade(t, dono);
    // Two finished questionnaires of last year's edition: the later finish is the one shown.
    await finalizado(dono, objetoId, edicaoAnterior, [[renumeradoAnterior, 2]]);
    await finalizado(dono, objetoId, edicaoAnterior, [[renumeradoAnterior, 5]]);
    const questionarioId = await criarQuestionario(t, dono, objetoId, edicaoAtual);
    expect(
      (await ler(dono, objetoId, edicaoAtual, questionarioId)).get(renumeradoAtual)?.anterior?.peso,
    ).toBe(5);
    expect(
      (await ler(admin, objetoId, edicaoAtual, questionarioId)).get(renumeradoAtual)?.anterior?.peso,
    ).toBe(5);
  });
});

describe('texts at once', () => {
  it("shows an administrator's text edit in an open questionnaire on the next read", async () => {
    const dono = await createUser(t);
    const objetoId = await criarUnidade(t, dono);
    await finalizado(dono, objetoId, edicaoAnterior, [[renumeradoAnterior, 3]]);
    const questionarioId = await criarQuestionario(t, dono, objetoId, edicaoAtual);
    await ler(dono, objetoId, edicaoAtual, questionarioId);

    const atual = (await niveisDe(renumeradoAtual)).find((n) => n.peso === 2)!;
    const antigo = (await niveisDe(renumeradoAnterior)).find((n) => n.peso === 3)!;
    try {
      await t.db
        .update(indicador)
        .set({ titulo: 'Título revisado' })
        .where(eq(indicador.id, renumeradoAtual));
      await t.db.update(nivel).set({ descricao: 'Nível revisado' }).where(eq(nivel.id, atual.id));
      await t.db
        .update(nivel)
        .set({ descricao: 'Texto do ano passado revisado' })
        .where(eq(nivel.id, antigo.id));
      const depois = (await ler(dono, objetoId, edicaoAtual, questionarioId)).get(renumeradoAtual)!;
      expect(depois.titulo).toBe('Título revisado');
      expect(depois.niveis.find((n) => n.peso === 2)?.descricao).toBe('Nível revisado');
      expect(depois.anterior?.descricao).toBe('Texto do ano passado revisado');
    } finally {
      await t.db.update(nivel).set({ descricao: antigo.descricao }).where(eq(nivel.id, antigo.id));
      await t.db.update(nivel).set({ descricao: atual.descricao }).where(eq(nivel.id, atual.id));
    }
  });
});
