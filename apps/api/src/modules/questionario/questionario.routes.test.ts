import {
  type GuiaEstrutura,
  type IndicadorEntrada,
  type IndicadorGuia,
  paraArmazenar,
  pontuarQuestionario,
} from '@guia/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { PRINCIPIOS_PRIMEIRA_EDICAO } from '../../db/seed/questionario/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let edicaoId: number;

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

const seedIndicadores = PRINCIPIOS_PRIMEIRA_EDICAO.flatMap((p) => p.criterios.flatMap((c) => c.indicadores));
const aplicaveisA = (categoria: number) =>
  seedIndicadores.filter((i) => (i.categorias as readonly number[]).includes(categoria));

const PRODUTOR = {
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
const VAREJO = { categoria_id: 3, nomeunidade: 'Açougue Central', uf: 'SP', cidade: 3550308 };

async function criarUnidade(user: TestUser, body: object = PRODUTOR): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: '/api/Objeto', headers: user.auth, payload: body });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

function iniciar(user: TestUser, objetoId: number, guiaId = edicaoId) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Guia/Questionario',
    headers: user.auth,
    payload: { objeto_id: objetoId, guia_id: guiaId },
  });
}

async function iniciado(user: TestUser, objetoId: number): Promise<number> {
  const res = await iniciar(user, objetoId);
  expect(res.statusCode).toBe(201);
  return res.json().data.questionario.id;
}

function estrutura(user: TestUser, objetoId: number, questionarioId: number) {
  return t.app.inject({
    method: 'GET',
    url: `/api/Guia/${objetoId}/${edicaoId}/${questionarioId}`,
    headers: user.auth,
  });
}

async function lerEstrutura(
  user: TestUser,
  objetoId: number,
  questionarioId: number,
): Promise<GuiaEstrutura> {
  const res = await estrutura(user, objetoId, questionarioId);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

function responder(
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

function finalizar(user: TestUser, objetoId: number, questionarioId: number) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/Guia/Questionario',
    headers: user.auth,
    payload: { objeto_id: objetoId, guia_id: edicaoId, questionario_id: questionarioId },
  });
}

const indicadoresDe = (e: GuiaEstrutura): IndicadorGuia[] =>
  e.principios.flatMap((p) => p.criterios.flatMap((c) => c.indicadores));

/** A varied answer: NA wherever the indicator offers it every third time, else weights 1..5 in turn. */
function escolha(i: IndicadorGuia, n: number) {
  const na = i.niveis.find((nv) => nv.peso === 0);
  if (na && n % 3 === 0) return na;
  const alvo = (n % 5) + 1;
  return i.niveis.find((nv) => nv.peso === alvo) ?? i.niveis.at(-1)!;
}

async function totalRespostas() {
  const [row] = await t.db.select({ n: count() }).from(schema.resposta);
  return row!.n;
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
    const objetoId = await criarUnidade(user);
    const aplicaveis = aplicaveisA(6);

    // The unit detail shows the edition card before any questionnaire.
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
        totalPerguntas: aplicaveis.length,
        totalRespondido: 0,
        questionarios: [],
      },
    ]);

    const iniciar1 = await iniciar(user, objetoId);
    expect(iniciar1.statusCode).toBe(201);
    expect(iniciar1.json().data).toEqual({ questionario: { id: expect.any(Number) } });
    const questionarioId: number = iniciar1.json().data.questionario.id;

    const e = await lerEstrutura(user, objetoId, questionarioId);
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

    // Answer everything but the last indicator.
    const escolhas = indicadores.map((i, n) => ({ i, nivel: escolha(i, n) }));
    expect(escolhas.some((c) => c.nivel.peso === 0)).toBe(true);
    for (const { i, nivel } of escolhas.slice(0, -1)) {
      const res = await responder(
        user,
        objetoId,
        questionarioId,
        i.id,
        nivel.id,
        i.possuipercentual ? 40 : null,
      );
      expect(res.statusCode, i.codigo).toBe(200);
    }

    const incompleto = await finalizar(user, objetoId, questionarioId);
    expect(incompleto.statusCode).toBe(400);
    expect(incompleto.json()).toMatchObject({
      error: 'Este Guia não possui respostas suficientes.',
      clientMessage: 'Este Guia não possui respostas suficientes.',
      respondidas: indicadores.length - 1,
      total: indicadores.length,
    });

    const ultimo = escolhas.at(-1)!;
    const resUltimo = await responder(user, objetoId, questionarioId, ultimo.i.id, ultimo.nivel.id);
    expect(resUltimo.json().data).toMatchObject({ indicador_id: ultimo.i.id, nivel_id: ultimo.nivel.id });

    const completo = await lerEstrutura(user, objetoId, questionarioId);
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

    const fim = await finalizar(user, objetoId, questionarioId);
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
    const esperado = pontuarQuestionario({ categoriaId: 6, indicadores: entradas }).principios.map(
      paraArmazenar,
    );
    const congelado = await t.db
      .select()
      .from(schema.resultadoPrincipio)
      .where(eq(schema.resultadoPrincipio.questionarioId, questionarioId))
      .orderBy(asc(schema.resultadoPrincipio.principioCodigo));
    expect(congelado.map(({ questionarioId: _q, ...r }) => r)).toEqual(esperado);
    expect(esperado.some((p) => p.aplicaveis < p.total)).toBe(true);

    // Irreversible: no second finish, no more answers.
    const deNovo = await finalizar(user, objetoId, questionarioId);
    expect(deNovo.statusCode).toBe(409);
    expect(deNovo.json().clientMessage).toBe(
      'Este questionário já foi finalizado e não pode mais ser alterado.',
    );
    const depois = await responder(user, objetoId, questionarioId, ultimo.i.id, null);
    expect(depois.statusCode).toBe(409);
    expect(await totalRespostas()).toBe(indicadores.length);

    // The RELATÓRIOS menu, the finished units and the card.
    const relatorios = await t.app.inject({ method: 'GET', url: '/api/Questionario', headers: user.auth });
    expect(relatorios.json()).toEqual({
      data: [
        {
          id: questionarioId,
          objeto_id: objetoId,
          questionario_id: questionarioId,
          guia_id: edicaoId,
          nomeunidade: 'Fazenda Boa Vista',
          dataenvio: fim.json().data.questionario.finalizadoem,
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
      finalizadoem: fim.json().data.questionario.finalizadoem,
      hasOpenForm: false,
      totalRespondido: indicadores.length,
    });

    // With no open form a new filling may start.
    expect((await iniciar(user, objetoId)).statusCode).toBe(201);
  });
});

describe('POST /api/Guia/Questionario', () => {
  it("lists each indicator's evidence files (titles only) and no other questionnaire's", async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(user);
    const questionarioId = await iniciado(user, objetoId);
    const outroQuestionario = await iniciado(
      user,
      await criarUnidade(user, { ...PRODUTOR, nomeunidade: 'Outra' }),
    );
    const [a, b] = indicadoresDe(await lerEstrutura(user, objetoId, questionarioId));
    const arquivo = { mime: 'application/pdf', tamanho: 1 };
    await t.db.insert(schema.evidencia).values([
      { ...arquivo, questionarioId, indicadorId: a!.id, titulo: 'laudo.pdf', nomearquivo: 'x/1.pdf' },
      { ...arquivo, questionarioId, indicadorId: a!.id, titulo: 'foto.pdf', nomearquivo: 'x/2.pdf' },
      { ...arquivo, questionarioId, indicadorId: b!.id, titulo: 'ata.pdf', nomearquivo: 'x/3.pdf' },
      {
        ...arquivo,
        questionarioId: outroQuestionario,
        indicadorId: b!.id,
        titulo: 'alheio.pdf',
        nomearquivo: 'x/4.pdf',
      },
    ]);
    const indicadores = indicadoresDe(await lerEstrutura(user, objetoId, questionarioId));
    const titulos = (id: number) => indicadores.find((i) => i.id === id)!.evidencias.map((e) => e.titulo);
    expect(titulos(a!.id)).toEqual(['laudo.pdf', 'foto.pdf']);
    expect(titulos(b!.id)).toEqual(['ata.pdf']);
    expect(indicadores.find((i) => i.id === a!.id)!.evidencias[0]).toEqual({
      id: expect.any(Number),
      titulo: 'laudo.pdf',
    });
    expect(indicadores.filter((i) => i.evidencias.length > 0)).toHaveLength(2);
  });

  it('refuses a second open questionnaire for the same unit and edition', async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(user);
    await iniciado(user, objetoId);
    const res = await iniciar(user, objetoId);
    expect(res.statusCode).toBe(409);
    expect(res.json().clientMessage).toMatch(/^Já existe um preenchimento em andamento deste Guia/);
  });

  it('refuses an edition that is not available', async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(user);
    await t.db.update(schema.edicao).set({ disponivel: false }).where(eq(schema.edicao.id, edicaoId));
    try {
      const res = await iniciar(user, objetoId);
      expect(res.statusCode).toBe(409);
      expect(res.json().clientMessage).toBe('Este Guia não está disponível para preenchimento.');
    } finally {
      await t.db.update(schema.edicao).set({ disponivel: true }).where(eq(schema.edicao.id, edicaoId));
    }
  });

  it("answers another user's unit and a missing edition with 404", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const objetoId = await criarUnidade(owner);
    const foreign = await iniciar(stranger, objetoId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().clientMessage).toBe('Unidade não encontrada');
    const missing = await iniciar(stranger, objetoId + 1000);
    expect(missing.body).toBe(foreign.body);
    const semEdicao = await iniciar(owner, objetoId, edicaoId + 1000);
    expect(semEdicao.statusCode).toBe(404);
    expect(semEdicao.json().clientMessage).toBe('Guia não encontrado');
  });

  it('refuses ids that are not positive integers', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Guia/Questionario',
      headers: user.auth,
      payload: { objeto_id: 'x', guia_id: -1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ objeto_id: 'Unidade inválida', guia_id: 'Guia inválido' });
  });
});

describe('GET /api/Guia/{objetoId}/{guiaId}/{questionarioId}', () => {
  it('shows a unit of another category only the indicators that apply to it', async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(user, VAREJO);
    const questionarioId = await iniciado(user, objetoId);
    const e = await lerEstrutura(user, objetoId, questionarioId);
    expect(indicadoresDe(e).map((i) => i.codigo)).toEqual(aplicaveisA(3).map((i) => i.codigo));
    expect(e.totalPerguntas).toBe(aplicaveisA(3).length);
    for (const p of e.principios)
      for (const c of p.criterios) expect(c.indicadores.length).toBeGreaterThan(0);
  });

  it("answers another user's questionnaire, or one of another unit, exactly like a missing one", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const objetoId = await criarUnidade(owner);
    const outraUnidade = await criarUnidade(owner, VAREJO);
    const questionarioId = await iniciado(owner, objetoId);
    const foreign = await estrutura(stranger, objetoId, questionarioId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      error: 'Questionário não encontrado',
      clientMessage: 'Questionário não encontrado',
      code: 'not_found',
    });
    expect((await estrutura(owner, objetoId, questionarioId + 1000)).body).toBe(foreign.body);
    expect((await estrutura(owner, outraUnidade, questionarioId)).body).toBe(foreign.body);
  });
});

describe('POST /api/Guia/Resposta', () => {
  async function preparar() {
    const user = await createUser(t);
    const objetoId = await criarUnidade(user);
    const questionarioId = await iniciado(user, objetoId);
    const indicadores = indicadoresDe(await lerEstrutura(user, objetoId, questionarioId));
    return { user, objetoId, questionarioId, indicadores };
  }

  it('stores the same answer sent twice once, and a new level replaces the old one', async () => {
    const { user, objetoId, questionarioId, indicadores } = await preparar();
    const [i] = indicadores;
    const nivel = i!.niveis.at(-1)!;
    for (let n = 0; n < 2; n++) {
      const res = await responder(user, objetoId, questionarioId, i!.id, nivel.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: {
          questionario_id: questionarioId,
          indicador_id: i!.id,
          nivel_id: nivel.id,
          peso: nivel.peso,
          percentual: null,
        },
        message: 'Resposta salva',
      });
    }
    expect(await totalRespostas()).toBe(1);
    const outro = i!.niveis[0]!;
    await responder(user, objetoId, questionarioId, i!.id, outro.id);
    expect(await totalRespostas()).toBe(1);
    const e = await lerEstrutura(user, objetoId, questionarioId);
    expect(indicadoresDe(e)[0]!.resposta).toEqual({ nivel_id: outro.id, peso: outro.peso });
    expect(e.principios[0]!.respondidas).toBe(1);
  });

  it('clears the answer when nivel_id is null', async () => {
    const { user, objetoId, questionarioId, indicadores } = await preparar();
    const i = indicadores[0]!;
    await responder(user, objetoId, questionarioId, i.id, i.niveis[0]!.id);
    const res = await responder(user, objetoId, questionarioId, i.id, null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { nivel_id: null, peso: null }, message: 'Resposta removida' });
    expect(await totalRespostas()).toBe(0);
    expect(indicadoresDe(await lerEstrutura(user, objetoId, questionarioId))[0]!.resposta).toBeNull();
  });

  it('keeps the percentage only for indicators that have one, and refuses one outside 0..100', async () => {
    const { user, objetoId, questionarioId, indicadores } = await preparar();
    const comPercentual = indicadores.find((i) => i.possuipercentual);
    const semPercentual = indicadores.find((i) => !i.possuipercentual)!;
    const sem = await responder(
      user,
      objetoId,
      questionarioId,
      semPercentual.id,
      semPercentual.niveis[0]!.id,
      70,
    );
    expect(sem.json().data.percentual).toBeNull();
    if (comPercentual) {
      const com = await responder(
        user,
        objetoId,
        questionarioId,
        comPercentual.id,
        comPercentual.niveis[0]!.id,
        70,
      );
      expect(com.json().data.percentual).toBe(70);
    }
    for (const percentual of [101, -1, 2.5]) {
      const res = await responder(
        user,
        objetoId,
        questionarioId,
        semPercentual.id,
        semPercentual.niveis[0]!.id,
        percentual,
      );
      expect(res.statusCode, String(percentual)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['percentual']);
    }
  });

  it("never stores a percentage with 'Não se aplica', and drops the one kept before", async () => {
    const { user, objetoId, questionarioId, indicadores } = await preparar();
    const i = indicadores.find((x) => x.possuipercentual && x.niveis.some((n) => n.peso === 0))!;
    const na = i.niveis.find((n) => n.peso === 0)!;
    const nivel2 = i.niveis.find((n) => n.peso === 2)!;
    const com = await responder(user, objetoId, questionarioId, i.id, nivel2.id, 60);
    expect(com.json().data.percentual).toBe(60);

    const res = await responder(user, objetoId, questionarioId, i.id, na.id, 60);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ nivel_id: na.id, peso: 0, percentual: null });
    const [stored] = await t.db
      .select({ percentual: schema.resposta.percentual })
      .from(schema.resposta)
      .where(eq(schema.resposta.indicadorId, i.id));
    expect(stored).toEqual({ percentual: null });
    const lido = indicadoresDe(await lerEstrutura(user, objetoId, questionarioId)).find(
      (x) => x.id === i.id,
    )!;
    expect(lido).toMatchObject({ resposta: { nivel_id: na.id, peso: 0 }, percentualrespondido: null });
  });

  it('reads the percentage the Brazilian way and never turns 1.000 into 1', async () => {
    const { user, objetoId, questionarioId, indicadores } = await preparar();
    const i = indicadores.find((x) => x.possuipercentual)!;
    const nivel = i.niveis.find((n) => n.peso > 0)!;
    const ok = await responder(user, objetoId, questionarioId, i.id, nivel.id, '45' as unknown as number);
    expect(ok.json().data.percentual).toBe(45);
    const mil = await responder(user, objetoId, questionarioId, i.id, nivel.id, '1.000' as unknown as number);
    expect(mil.statusCode).toBe(400);
    expect(mil.json().fields).toEqual({ percentual: 'O percentual deve estar entre 0 e 100' });
    const decimal = await responder(
      user,
      objetoId,
      questionarioId,
      i.id,
      nivel.id,
      '45.5' as unknown as number,
    );
    expect(decimal.statusCode).toBe(400);
    expect(Object.keys(decimal.json().fields)).toEqual(['percentual']);
  });

  it('refuses a level of another indicator', async () => {
    const { user, objetoId, questionarioId, indicadores } = await preparar();
    const [a, b] = indicadores;
    const res = await responder(user, objetoId, questionarioId, a!.id, b!.niveis[0]!.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      clientMessage: 'Este nível não pertence ao indicador',
      fields: { nivel_id: 'Este nível não pertence ao indicador' },
    });
    expect(await totalRespostas()).toBe(0);
  });

  it("refuses an indicator that does not apply to the unit's category", async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(user, VAREJO);
    const questionarioId = await iniciado(user, objetoId);
    const soProdutor = aplicaveisA(6).find((i) => !(i.categorias as readonly number[]).includes(3))!;
    const [row] = await t.db
      .select({ id: schema.indicador.id })
      .from(schema.indicador)
      .where(eq(schema.indicador.codigo, soProdutor.codigo));
    const [nv] = await t.db
      .select({ id: schema.nivel.id })
      .from(schema.nivel)
      .where(and(eq(schema.nivel.indicadorId, row!.id)));
    const res = await responder(user, objetoId, questionarioId, row!.id, nv!.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ indicador_id: 'Este indicador não se aplica a esta unidade' });
  });

  it("answers another user's questionnaire with 404 and leaves it untouched", async () => {
    const { objetoId, questionarioId, indicadores } = await preparar();
    const stranger = await createUser(t);
    const i = indicadores[0]!;
    const res = await responder(stranger, objetoId, questionarioId, i.id, i.niveis[0]!.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().clientMessage).toBe('Questionário não encontrado');
    const fim = await finalizar(stranger, objetoId, questionarioId);
    expect(fim.statusCode).toBe(404);
    expect(await totalRespostas()).toBe(0);
  });

  it('never leaves an answer on a finished questionnaire that its frozen results do not count', async () => {
    const { user, objetoId, questionarioId, indicadores } = await preparar();
    const pct = (i: IndicadorGuia) => (i.possuipercentual ? 50 : null);
    for (const i of indicadores) {
      expect(
        (await responder(user, objetoId, questionarioId, i.id, i.niveis[0]!.id, pct(i))).statusCode,
      ).toBe(200);
    }
    // Ten changes to distinct indicators sent together with the finish, which is in the middle.
    const alterados = indicadores.filter((i) => i.niveis.length > 1).slice(0, 10);
    const envios = alterados.map((i) =>
      responder(user, objetoId, questionarioId, i.id, i.niveis.at(-1)!.id, pct(i)),
    );
    envios.splice(5, 0, finalizar(user, objetoId, questionarioId));
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
    const esperado = pontuarQuestionario({ categoriaId: 6, indicadores: entradas }).principios.map(
      paraArmazenar,
    );
    const congelado = await t.db
      .select()
      .from(schema.resultadoPrincipio)
      .where(eq(schema.resultadoPrincipio.questionarioId, questionarioId))
      .orderBy(asc(schema.resultadoPrincipio.principioCodigo));
    expect(congelado.map(({ questionarioId: _q, ...r }) => r)).toEqual(esperado);
  });
});

describe('POST /api/Guia/Questionario/Orientacao', () => {
  const APLICADOR = {
    preenchimento_orientado_responsavel: 'Maria Aplicadora',
    preenchimento_orientado_instituicao: 'Embrapa Gado de Corte',
    preenchimento_orientado_email: 'Maria@Embrapa.br',
    preenchimento_orientado_celular: '(65) 99876-5432',
  };

  function orientar(user: TestUser, orientado: object) {
    return t.app.inject({
      method: 'POST',
      url: '/api/Guia/Questionario/Orientacao',
      headers: user.auth,
      payload: { orientado },
    });
  }

  async function orientacaoGuardada(questionarioId: number) {
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

  it("stores the applicator's data on the open questionnaire", async () => {
    const user = await createUser(t);
    const questionarioId = await iniciado(user, await criarUnidade(user));
    const res = await orientar(user, { questionario_id: questionarioId, ...APLICADOR });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        questionario_id: questionarioId,
        preenchimento_orientado: true,
        preenchimento_orientado_responsavel: 'Maria Aplicadora',
        preenchimento_orientado_instituicao: 'Embrapa Gado de Corte',
        preenchimento_orientado_email: 'maria@embrapa.br',
        preenchimento_orientado_celular: '65998765432',
      },
      message: 'Dados do aplicador registrados com sucesso. Bom preenchimento!',
    });
    expect(await orientacaoGuardada(questionarioId)).toEqual({
      orientado: true,
      responsavel: 'Maria Aplicadora',
      instituicao: 'Embrapa Gado de Corte',
      email: 'maria@embrapa.br',
      celular: '65998765432',
    });
  });

  it('names each missing or invalid field in Portuguese', async () => {
    const user = await createUser(t);
    const questionarioId = await iniciado(user, await criarUnidade(user));
    const casos = [
      ['preenchimento_orientado_responsavel', '  ', 'Informe o nome do aplicador'],
      ['preenchimento_orientado_instituicao', '', 'Informe a instituição do aplicador'],
      ['preenchimento_orientado_email', '', 'Informe o e-mail do aplicador'],
      ['preenchimento_orientado_email', 'maria@', 'Informe um e-mail válido para o aplicador'],
      ['preenchimento_orientado_celular', '', 'Informe o celular do aplicador'],
      [
        'preenchimento_orientado_celular',
        '(65) 3876-5432',
        'Informe um celular válido para o aplicador: (99)99999-9999',
      ],
      [
        'preenchimento_orientado_celular',
        '(10)99876-5432',
        'Informe um celular válido para o aplicador: (99)99999-9999',
      ],
      ['questionario_id', 'x', 'Questionário inválido'],
    ] as const;
    for (const [campo, valor, mensagem] of casos) {
      const res = await orientar(user, { questionario_id: questionarioId, ...APLICADOR, [campo]: valor });
      expect(res.statusCode, `${campo}=${valor}`).toBe(400);
      expect(res.json()).toMatchObject({
        clientMessage: mensagem,
        code: 'validation_error',
        fields: { [`orientado.${campo}`]: mensagem },
      });
    }
    const semCampos = await orientar(user, { questionario_id: questionarioId });
    expect(Object.keys(semCampos.json().fields).sort()).toEqual(
      Object.keys(APLICADOR)
        .map((k) => `orientado.${k}`)
        .sort(),
    );
    const semOrientado = await t.app.inject({
      method: 'POST',
      url: '/api/Guia/Questionario/Orientacao',
      headers: user.auth,
      payload: {},
    });
    expect(semOrientado.json().fields).toEqual({ orientado: 'Informe os dados do aplicador' });
    expect((await orientacaoGuardada(questionarioId)).orientado).toBeNull();
  });

  it("answers another user's questionnaire exactly like a missing one and leaves it untouched", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const questionarioId = await iniciado(owner, await criarUnidade(owner));
    const foreign = await orientar(stranger, { questionario_id: questionarioId, ...APLICADOR });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().clientMessage).toBe('Questionário não encontrado');
    const missing = await orientar(stranger, { questionario_id: questionarioId + 1000, ...APLICADOR });
    expect(missing.body).toBe(foreign.body);
    expect((await orientacaoGuardada(questionarioId)).orientado).toBeNull();
  });

  it('refuses a finished questionnaire with 409', async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(user);
    const questionarioId = await iniciado(user, objetoId);
    const indicadores = indicadoresDe(await lerEstrutura(user, objetoId, questionarioId));
    for (const i of indicadores) await responder(user, objetoId, questionarioId, i.id, i.niveis[0]!.id);
    expect((await finalizar(user, objetoId, questionarioId)).statusCode).toBe(200);
    const res = await orientar(user, { questionario_id: questionarioId, ...APLICADOR });
    expect(res.statusCode).toBe(409);
    expect(res.json().clientMessage).toBe(
      'Este questionário já foi finalizado e não pode mais ser alterado.',
    );
    expect((await orientacaoGuardada(questionarioId)).orientado).toBeNull();
  });

  it("keeps the answer with the questionnaire: GET reads 'pendente', then 'negado' or 'orientado' on any device", async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(user);
    const questionarioId = await iniciado(user, objetoId);
    expect((await lerEstrutura(user, objetoId, questionarioId)).questionario.orientacao).toBe('pendente');
    const recusa = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Guia/Questionario/Orientacao/Recusa',
        headers: user.auth,
        payload: { questionario_id: questionarioId },
      });
    const res = await recusa();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, message: 'Resposta registrada.' });
    expect((await orientacaoGuardada(questionarioId)).orientado).toBe(false);
    expect((await lerEstrutura(user, objetoId, questionarioId)).questionario.orientacao).toBe('negado');
    // 'Sim' later (from another device) registers the applicator; a late 'Não' then changes nothing.
    expect((await orientar(user, { questionario_id: questionarioId, ...APLICADOR })).statusCode).toBe(200);
    expect((await recusa()).statusCode).toBe(200);
    expect((await lerEstrutura(user, objetoId, questionarioId)).questionario.orientacao).toBe('orientado');
  });

  it("refuses the 'Não' for another user's questionnaire (404) and bad input (400), changing nothing", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const questionarioId = await iniciado(owner, await criarUnidade(owner));
    const recusa = (user: TestUser, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Guia/Questionario/Orientacao/Recusa',
        headers: user.auth,
        payload,
      });
    const foreign = await recusa(stranger, { questionario_id: questionarioId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().clientMessage).toBe('Questionário não encontrado');
    const bad = await recusa(owner, { questionario_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ questionario_id: 'Questionário inválido' });
    expect((await orientacaoGuardada(questionarioId)).orientado).toBeNull();
  });
});

describe('progress of a unit (percentual) on GET /api/Objeto and GET /api/Resumo', () => {
  async function percentuais(user: TestUser) {
    const lista = await t.app.inject({ method: 'GET', url: '/api/Objeto', headers: user.auth });
    const resumo = await t.app.inject({ method: 'GET', url: '/api/Resumo', headers: user.auth });
    expect(lista.statusCode).toBe(200);
    expect(resumo.statusCode).toBe(200);
    const porId = (objetos: { id: number; percentual: number }[]) =>
      Object.fromEntries(objetos.map((o) => [o.id, o.percentual]));
    const daLista = porId(lista.json().data);
    expect(porId(resumo.json().data.objetos)).toEqual(daLista);
    return daLista;
  }

  it('is 0 without a questionnaire and right after starting one', async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(user);
    expect(await percentuais(user)).toEqual({ [objetoId]: 0 });
    await iniciado(user, objetoId);
    expect(await percentuais(user)).toEqual({ [objetoId]: 0 });
  });

  it('is floor(100 * answered / applicable) of the open questionnaire, NA counting as answered', async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(user);
    const varejoId = await criarUnidade(user, VAREJO);
    const questionarioId = await iniciado(user, objetoId);
    const indicadores = indicadoresDe(await lerEstrutura(user, objetoId, questionarioId));
    const comNa = indicadores.find((i) => i.niveis.some((n) => n.peso === 0))!;
    const outros = indicadores.filter((i) => i !== comNa).slice(0, 4);
    await responder(user, objetoId, questionarioId, comNa.id, comNa.niveis.find((n) => n.peso === 0)!.id);
    for (const i of outros) await responder(user, objetoId, questionarioId, i.id, i.niveis.at(-1)!.id);
    const esperado = Math.floor((100 * (outros.length + 1)) / indicadores.length);
    expect(esperado).toBeGreaterThan(0);
    expect(await percentuais(user)).toEqual({ [objetoId]: esperado, [varejoId]: 0 });
  });

  it('is 100 once the questionnaire is finished, until a new filling starts', async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(user);
    const questionarioId = await iniciado(user, objetoId);
    const indicadores = indicadoresDe(await lerEstrutura(user, objetoId, questionarioId));
    for (const i of indicadores) await responder(user, objetoId, questionarioId, i.id, i.niveis[0]!.id);
    expect(await percentuais(user)).toEqual({ [objetoId]: 100 });
    expect((await finalizar(user, objetoId, questionarioId)).statusCode).toBe(200);
    expect(await percentuais(user)).toEqual({ [objetoId]: 100 });
    await iniciado(user, objetoId);
    expect(await percentuais(user)).toEqual({ [objetoId]: 0 });
  });

  it("never counts another user's answers", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const meu = await criarUnidade(user);
    const dele = await criarUnidade(other);
    await iniciado(user, meu);
    const delesQ = await iniciado(other, dele);
    const indicadores = indicadoresDe(await lerEstrutura(other, dele, delesQ));
    for (const i of indicadores.slice(0, 10)) await responder(other, dele, delesQ, i.id, i.niveis[0]!.id);
    expect(await percentuais(user)).toEqual({ [meu]: 0 });
    expect((await percentuais(other))[dele]).toBe(Math.floor(1000 / indicadores.length));
  });
});

describe('GET /api/Resumo', () => {
  it("gives every unit its edition cards, the same as the unit's own page, in one request", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const produtor = await criarUnidade(user);
    const varejo = await criarUnidade(user, VAREJO);
    const alheia = await criarUnidade(other);
    const questionarioId = await iniciado(user, produtor);
    const indicadores = indicadoresDe(await lerEstrutura(user, produtor, questionarioId));
    for (const i of indicadores.slice(0, 3))
      await responder(user, produtor, questionarioId, i.id, i.niveis[0]!.id);
    await iniciado(other, alheia);

    const resumo = await t.app.inject({ method: 'GET', url: '/api/Resumo', headers: user.auth });
    expect(resumo.statusCode).toBe(200);
    const objetos: {
      id: number;
      guia: { totalPerguntas: number; totalRespondido: number; questionarios: unknown[] }[];
    }[] = resumo.json().data.objetos;
    expect(objetos.map((o) => o.id).sort()).toEqual([produtor, varejo].sort());
    for (const o of objetos) {
      const detalhe = await t.app.inject({ method: 'GET', url: `/api/Objeto/${o.id}`, headers: user.auth });
      expect(o.guia).toEqual(detalhe.json().data.guia);
    }
    const [cartaoProdutor] = objetos.find((o) => o.id === produtor)!.guia;
    const [cartaoVarejo] = objetos.find((o) => o.id === varejo)!.guia;
    expect(cartaoProdutor).toMatchObject({ totalPerguntas: aplicaveisA(6).length, totalRespondido: 3 });
    // The progress the screens show is the server's floored figure (SCORING.md), the same as the principles'.
    expect(cartaoProdutor!.questionarios).toEqual([
      expect.objectContaining({
        totalRespondido: 3,
        percentual: Math.floor((100 * 3) / aplicaveisA(6).length),
      }),
    ]);
    expect(cartaoProdutor).toMatchObject({ hasOpenForm: true });
    expect(cartaoVarejo).toMatchObject({ totalPerguntas: aplicaveisA(3).length, totalRespondido: 0 });
    expect(cartaoVarejo).toMatchObject({ hasOpenForm: false, questionarios: [] });
  });
});

describe('GET /api/Questionario', () => {
  it('is empty while the user has no finished questionnaire', async () => {
    const user = await createUser(t);
    await iniciado(user, await criarUnidade(user));
    const res = await t.app.inject({ method: 'GET', url: '/api/Questionario', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });
});

describe('account deletion', () => {
  it('removes the questionnaires and answers with the user', async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(user);
    const questionarioId = await iniciado(user, objetoId);
    const i = indicadoresDe(await lerEstrutura(user, objetoId, questionarioId))[0]!;
    await responder(user, objetoId, questionarioId, i.id, i.niveis[0]!.id);
    await t.db.delete(schema.usuario).where(eq(schema.usuario.id, user.id));
    const [q] = await t.db.select({ n: count() }).from(schema.questionario);
    expect(q!.n).toBe(0);
    expect(await totalRespostas()).toBe(0);
  });
});
