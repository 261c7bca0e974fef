import {
  type GuiaEstrutura,
  type IndicadorEntrada,
  type IndicadorGuia,
  paraArmazenar,
  pontuarQuestionario,
} from '@guia/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import {
  aplicaveisA,
  criarUnidade,
  edicaoSemeada,
  finalizar,
  indicadoresDe,
  iniciar,
  lerEstrutura,
  prepararQuestionario,
  type Questionarios,
  responder,
  totalRespostas,
} from './questionario.test-helpers.ts';

let t: TestApp;
let edicaoId: number;
let ctx: Questionarios;

beforeAll(async () => {
  t = await buildTestApp();
  edicaoId = await edicaoSemeada(t);
  ctx = { t, edicaoId };
});

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

/** A varied answer: NA wherever the indicator offers it every third time, else weights 1..5 in turn. */
function escolha(i: IndicadorGuia, n: number) {
  const na = i.niveis.find((nv) => nv.peso === 0);
  if (na && n % 3 === 0) return na;
  const alvo = (n % 5) + 1;
  return i.niveis.find((nv) => nv.peso === alvo) ?? i.niveis.at(-1)!;
}

/** The frozen rows of a questionnaire, without its id, in principle order. */
async function resultadosCongelados(questionarioId: number) {
  const congelado = await t.db
    .select()
    .from(schema.resultadoPrincipio)
    .where(eq(schema.resultadoPrincipio.questionarioId, questionarioId))
    .orderBy(asc(schema.resultadoPrincipio.principioCodigo));
  return congelado.map(({ questionarioId: _q, ...r }) => r);
}

/** The rows the shared scoring module gives a producer unit (category 6) for these answers. */
const pontuacaoEsperada = (entradas: IndicadorEntrada[]) =>
  pontuarQuestionario({ categoriaId: 6, indicadores: entradas }).principios.map(paraArmazenar);

/** The unit detail shows the edition card before any questionnaire. */
async function conferirCartaoSemQuestionario(user: TestUser, objetoId: number, totalPerguntas: number) {
  const antes = await t.app.inject({ method: 'GET', url: `/api/Objeto/${objetoId}`, headers: user.auth });
  expect(antes.statusCode).toBe(200);
  expect(antes.json().data.guia).toEqual([
    {
      id: edicaoId,
      ano: new Date().getFullYear(),
      disponivel: true,
      datadisponivel: expect.stringMatching(/^\d{4}-/),
      finalizado: false,
      finalizadoem: null,
      hasOpenForm: false,
      totalPerguntas,
      totalRespondido: 0,
      questionarios: [],
    },
  ]);
}

/** A questionnaire just started: the indicators of the unit's category, none answered. */
function conferirEstruturaNova(
  e: GuiaEstrutura,
  objetoId: number,
  questionarioId: number,
  aplicaveis: ReturnType<typeof aplicaveisA>,
): IndicadorGuia[] {
  expect(e).toMatchObject({
    id: edicaoId,
    objeto_id: objetoId,
    nomeunidade: 'Fazenda Boa Vista',
    questionario: { id: questionarioId, finalizado: false, finalizadoem: null },
    totalPerguntas: aplicaveis.length,
    totalRespondido: 0,
    completo: false,
  });
  expect(e.principios.map((p) => [p.codigo, p.percentual, p.respondidas])).toEqual([
    [1, 0, 0],
    [2, 0, 0],
    [3, 0, 0],
    [4, 0, 0],
    [5, 0, 0],
  ]);
  const indicadores = indicadoresDe(e);
  expect(indicadores.map((i) => i.codigo)).toEqual(aplicaveis.map((i) => i.codigo));
  for (const p of e.principios) {
    expect(p.total).toBe(p.criterios.reduce((n, c) => n + c.indicadores.length, 0));
  }
  for (const i of indicadores) {
    expect(i.categorias).toContain(6);
    expect(i.resposta).toBeNull();
    expect(i.niveis.length).toBeGreaterThan(0);
  }
  // Support links are those offered to the unit's category.
  const comApoio = aplicaveis.find((i) => i.apoio.length > 0)!;
  const apoioEsperado = comApoio.apoio
    .filter((a) => (a.categorias ?? comApoio.categorias).includes(6))
    .map((a) => a.url);
  expect(indicadores.find((i) => i.codigo === comApoio.codigo)!.apoio.map((a) => a.url)).toEqual(
    apoioEsperado,
  );
  return indicadores;
}

/** After the finish: the RELATÓRIOS menu, the finished units and the card. */
async function conferirFinalizado(
  user: TestUser,
  objetoId: number,
  questionarioId: number,
  finalizadoem: string,
  totalRespondido: number,
) {
  const relatorios = await t.app.inject({ method: 'GET', url: '/api/Questionario', headers: user.auth });
  expect(relatorios.json()).toEqual({
    data: [
      {
        id: questionarioId,
        objeto_id: objetoId,
        questionario_id: questionarioId,
        guia_id: edicaoId,
        nomeunidade: 'Fazenda Boa Vista',
        dataenvio: finalizadoem,
      },
    ],
  });
  const finalizados = await t.app.inject({
    method: 'GET',
    url: '/api/Objeto/Finalizado',
    headers: user.auth,
  });
  expect(finalizados.json().data.map((o: { id: number }) => o.id)).toEqual([objetoId]);
  const cardFim = await t.app.inject({ method: 'GET', url: `/api/Objeto/${objetoId}`, headers: user.auth });
  expect(cardFim.json().data.guia[0]).toMatchObject({
    finalizado: true,
    finalizadoem,
    hasOpenForm: false,
    totalRespondido,
  });
}

describe('without a token', () => {
  it('answers 401 on every route', async () => {
    const calls = [
      { method: 'POST', url: '/api/Guia/Questionario', payload: {} },
      { method: 'PUT', url: '/api/Guia/Questionario', payload: {} },
      { method: 'POST', url: '/api/Guia/Resposta', payload: {} },
      { method: 'GET', url: '/api/Guia/1/1/1' },
      { method: 'GET', url: '/api/Questionario' },
      { method: 'POST', url: '/api/Guia/Questionario/Orientacao', payload: {} },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json().code).toBe('missing_token');
    }
  });
});

describe('the journey: start, answer everything, finish', () => {
  it('freezes the numbers of the shared scoring module and shows them everywhere', async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(ctx, user);
    const aplicaveis = aplicaveisA(6);

    await conferirCartaoSemQuestionario(user, objetoId, aplicaveis.length);

    const iniciar1 = await iniciar(ctx, user, objetoId);
    expect(iniciar1.statusCode).toBe(201);
    expect(iniciar1.json().data).toEqual({ questionario: { id: expect.any(Number) } });
    const questionarioId: number = iniciar1.json().data.questionario.id;

    const e = await lerEstrutura(ctx, user, objetoId, questionarioId);
    const indicadores = conferirEstruturaNova(e, objetoId, questionarioId, aplicaveis);

    // Answer everything but the last indicator.
    const escolhas = indicadores.map((i, n) => ({ i, nivel: escolha(i, n) }));
    expect(escolhas.some((c) => c.nivel.peso === 0)).toBe(true);
    for (const { i, nivel } of escolhas.slice(0, -1)) {
      const res = await responder(
        ctx,
        user,
        objetoId,
        questionarioId,
        i.id,
        nivel.id,
        i.possuipercentual ? 40 : null,
      );
      expect(res.statusCode, i.codigo).toBe(200);
    }

    const incompleto = await finalizar(ctx, user, objetoId, questionarioId);
    expect(incompleto.statusCode).toBe(400);
    expect(incompleto.json()).toMatchObject({
      error: 'Este Guia não possui respostas suficientes.',
      clientMessage: 'Este Guia não possui respostas suficientes.',
      respondidas: indicadores.length - 1,
      total: indicadores.length,
    });

    const ultimo = escolhas.at(-1)!;
    const resUltimo = await responder(ctx, user, objetoId, questionarioId, ultimo.i.id, ultimo.nivel.id);
    expect(resUltimo.json().data).toMatchObject({ indicador_id: ultimo.i.id, nivel_id: ultimo.nivel.id });

    const completo = await lerEstrutura(ctx, user, objetoId, questionarioId);
    expect(completo).toMatchObject({ totalRespondido: indicadores.length, completo: true });
    expect(completo.principios.every((p) => p.percentual === 100)).toBe(true);
    const comPercentual = indicadoresDe(completo).find((i) => i.possuipercentual);
    if (comPercentual) expect(comPercentual.percentualrespondido).toBe(40);

    const card = await t.app.inject({ method: 'GET', url: `/api/Objeto/${objetoId}`, headers: user.auth });
    expect(card.json().data.guia[0]).toMatchObject({
      hasOpenForm: true,
      finalizado: false,
      totalRespondido: indicadores.length,
      questionarios: [{ id: questionarioId, guia_id: edicaoId, finalizado: false, dataenvio: null }],
    });

    const fim = await finalizar(ctx, user, objetoId, questionarioId);
    expect(fim.statusCode).toBe(200);
    expect(fim.json()).toEqual({
      data: { questionario: { id: questionarioId, finalizado: true, finalizadoem: expect.any(String) } },
      message: 'Guia finalizado com sucesso',
    });

    // The frozen rows are exactly the shared scoring of what was answered.
    const entradas: IndicadorEntrada[] = escolhas.map(({ i, nivel }) => ({
      id: i.id,
      codigo: i.codigo,
      titulo: i.titulo,
      principioCodigo: Number(i.codigo.split('.')[0]),
      categorias: i.categorias,
      niveis: i.niveis,
      resposta: { nivelId: nivel.id },
    }));
    const esperado = pontuacaoEsperada(entradas);
    expect(await resultadosCongelados(questionarioId)).toEqual(esperado);
    expect(esperado.some((p) => p.aplicaveis < p.total)).toBe(true);

    // Irreversible: no second finish, no more answers.
    const deNovo = await finalizar(ctx, user, objetoId, questionarioId);
    expect(deNovo.statusCode).toBe(409);
    expect(deNovo.json().clientMessage).toBe(
      'Este questionário já foi finalizado e não pode mais ser alterado.',
    );
    const depois = await responder(ctx, user, objetoId, questionarioId, ultimo.i.id, null);
    expect(depois.statusCode).toBe(409);
    expect(await totalRespostas(ctx)).toBe(indicadores.length);

    await conferirFinalizado(
      user,
      objetoId,
      questionarioId,
      fim.json().data.questionario.finalizadoem,
      indicadores.length,
    );

    // With no open form a new filling may start.
    expect((await iniciar(ctx, user, objetoId)).statusCode).toBe(201);
  });
});

describe('POST /api/Guia/Resposta', () => {
  it('never leaves an answer on a finished questionnaire that its frozen results do not count', async () => {
    const { user, objetoId, questionarioId, indicadores } = await prepararQuestionario(ctx);
    const pct = (i: IndicadorGuia) => (i.possuipercentual ? 50 : null);
    for (const i of indicadores) {
      expect(
        (await responder(ctx, user, objetoId, questionarioId, i.id, i.niveis[0]!.id, pct(i))).statusCode,
      ).toBe(200);
    }
    // Ten changes to distinct indicators sent together with the finish, which is in the middle.
    const alterados = indicadores.filter((i) => i.niveis.length > 1).slice(0, 10);
    const envios = alterados.map((i) =>
      responder(ctx, user, objetoId, questionarioId, i.id, i.niveis.at(-1)!.id, pct(i)),
    );
    envios.splice(5, 0, finalizar(ctx, user, objetoId, questionarioId));
    const respostas = await Promise.all(envios);
    const [fim] = respostas.splice(5, 1);
    expect(fim!.statusCode).toBe(200);

    const guardadas = await t.db
      .select({
        indicadorId: schema.resposta.indicadorId,
        nivelId: schema.resposta.nivelId,
        percentual: schema.resposta.percentual,
      })
      .from(schema.resposta)
      .where(eq(schema.resposta.questionarioId, questionarioId));
    const porIndicador = new Map(guardadas.map((r) => [r.indicadorId, r]));
    alterados.forEach((i, n) => {
      const res = respostas[n]!;
      if (res.statusCode === 409) {
        expect(res.json().clientMessage).toBe(
          'Este questionário já foi finalizado e não pode mais ser alterado.',
        );
        expect(porIndicador.get(i.id)!.nivelId, i.codigo).toBe(i.niveis[0]!.id);
      } else {
        expect(res.statusCode, i.codigo).toBe(200);
        expect(porIndicador.get(i.id)!.nivelId, i.codigo).toBe(i.niveis.at(-1)!.id);
      }
    });
    // The frozen rows are the scoring of exactly the answers stored.
    const entradas: IndicadorEntrada[] = indicadores.map((i) => {
      const r = porIndicador.get(i.id)!;
      return {
        id: i.id,
        codigo: i.codigo,
        titulo: i.titulo,
        principioCodigo: Number(i.codigo.split('.')[0]),
        categorias: i.categorias,
        niveis: i.niveis.map(({ id, peso, descricao }) => ({ id, peso, descricao })),
        resposta: { nivelId: r.nivelId, percentual: r.percentual },
      };
    });
    const esperado = pontuacaoEsperada(entradas);
    expect(await resultadosCongelados(questionarioId)).toEqual(esperado);
  });
});
