import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, inserirProdutor, type TestUser } from '../../test/factories.ts';
import { atualizarComparativo } from './comparativo.service.ts';

let t: TestApp;
/**
 * A small edition built for each test, so that every number below can be worked out by hand; a new
 * one per test also gives each test its own comparative sums (the API keeps them per edition).
 */
let edicaoId: number;
let ano = 1989;
/** The seeded edition: questionnaires there never enter this edition's comparisons. */
let outraEdicaoId: number;
/** Indicator code -> id and level ids by weight. */
const indicadores = new Map<string, { id: number; niveis: Map<number, number> }>();

/**
 * Principle -> criteria -> indicators (level weights; categories). Every level text is
 * 'Nível {peso} de {codigo}'. 1.1.4 only applies to category 3, never to the category-6 unit.
 */
const ESTRUTURA: { pesos?: number[]; categorias?: number[] }[][][] = [
  [[{}, {}, {}, { categorias: [3] }]],
  [[{}, {}]],
  [[{}, {}]],
  [[{}, {}], [{}]],
  [[{}, { pesos: [0, 1, 3, 5] }]],
];

async function criarEdicao() {
  const [ed] = await t.db
    .insert(schema.edicao)
    .values({ ano: ++ano, disponivel: true, datadisponivel: new Date('1990-01-01T00:00:00Z') })
    .returning({ id: schema.edicao.id });
  edicaoId = ed!.id;
  for (const [pi, criterios] of ESTRUTURA.entries()) {
    const p = pi + 1;
    const [principio] = await t.db
      .insert(schema.principio)
      .values({
        edicaoId,
        codigo: p,
        titulo: `Princípio ${p}`,
        subtitulo: `Subtítulo ${p}`,
        descricao: `Descrição ${p}`,
        icone: `icn-principio-${p}`,
        orientacao: `Orientações do princípio ${p}`,
      })
      .returning({ id: schema.principio.id });
    for (const [ci, inds] of criterios.entries()) {
      const c = ci + 1;
      const [criterio] = await t.db
        .insert(schema.criterio)
        .values({ principioId: principio!.id, codigo: c, titulo: `Critério ${p}.${c}`, descricao: '' })
        .returning({ id: schema.criterio.id });
      for (const [si, ind] of inds.entries()) {
        const codigo = `${p}.${c}.${si + 1}`;
        const [row] = await t.db
          .insert(schema.indicador)
          .values({
            criterioId: criterio!.id,
            codigo,
            sequencia: si + 1,
            titulo: `Indicador ${codigo}`,
            categorias: ind.categorias ?? [],
            exemploevidencia: exemploDe(codigo),
          })
          .returning({ id: schema.indicador.id });
        const niveis = await t.db
          .insert(schema.nivel)
          .values(
            (ind.pesos ?? [0, 1, 2, 3, 4, 5]).map((peso) => ({
              indicadorId: row!.id,
              peso,
              descricao: `Nível ${peso} de ${codigo}`,
            })),
          )
          .returning({ id: schema.nivel.id, peso: schema.nivel.peso });
        indicadores.set(codigo, { id: row!.id, niveis: new Map(niveis.map((n) => [n.peso, n.id])) });
      }
    }
  }
  // Support material of 3.1.1: one for the unit's category, one for another category (not shown).
  await t.db.insert(schema.apoio).values([
    { indicadorId: ind('3.1.1'), categoriaId: 6, titulo: 'Cartilha de pastagens', url: 'cartilha.pdf' },
    { indicadorId: ind('3.1.1'), categoriaId: 3, titulo: 'Só para o varejo', url: 'varejo.pdf' },
  ]);
}

const ind = (codigo: string) => indicadores.get(codigo)!.id;

beforeAll(async () => {
  t = await buildTestApp();
  const [seeded] = await t.db.select({ id: schema.edicao.id }).from(schema.edicao);
  outraEdicaoId = seeded!.id;
});

beforeEach(async () => {
  await t.reset();
  await criarEdicao();
});

afterAll(async () => {
  await t.close();
});

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

/**
 * The journey's answers. By hand (SCORING.md):
 * P1: 3, NA, 5 -> total 3, aplicaveis 2, potencial 10, avaliacao 8, aproveitamento 80; shares 80/20/0.
 * P2: NA, NA -> potencial 0: 'Princípio não aplicado', everything 0.
 * P3: 1, 2 -> potencial 10, avaliacao 3, aproveitamento 30; shares 30/70/0.
 * P4: 4, 2, 2 -> potencial 15, avaliacao 8, aproveitamento floor(53.3) = 53; shares 53.3/46.7/0 -> 53/47/0.
 * P5: 5, 1 -> potencial 10, avaliacao 6, aproveitamento 60; shares 60/40/0.
 * Overall: avaliacao 25, potencial 45, percentual floor((80+0+30+53+60)/5 = 44.6) = 44.
 */
const RESPOSTAS: Record<string, number> = {
  '1.1.1': 3,
  '1.1.2': 0,
  '1.1.3': 5,
  '2.1.1': 0,
  '2.1.2': 0,
  '3.1.1': 1,
  '3.1.2': 2,
  '4.1.1': 4,
  '4.1.2': 2,
  '4.2.1': 2,
  '5.1.1': 5,
  '5.1.2': 1,
};
const CODIGOS = Object.keys(RESPOSTAS);

async function criarUnidade(user: TestUser, body: object = PRODUTOR): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: '/api/Objeto', headers: user.auth, payload: body });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

async function iniciar(user: TestUser, objetoId: number): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Guia/Questionario',
    headers: user.auth,
    payload: { objeto_id: objetoId, guia_id: edicaoId },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.questionario.id;
}

/** Answers every applicable indicator with the given weights and finishes, through the API. */
async function preencherEFinalizar(
  user: TestUser,
  objetoId: number,
  respostas: Record<string, number> = RESPOSTAS,
): Promise<number> {
  const questionarioId = await iniciar(user, objetoId);
  for (const [codigo, peso] of Object.entries(respostas)) {
    const alvo = indicadores.get(codigo)!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Guia/Resposta',
      headers: user.auth,
      payload: {
        objeto_id: objetoId,
        guia_id: edicaoId,
        questionario_id: questionarioId,
        indicador_id: alvo.id,
        nivel_id: alvo.niveis.get(peso)!,
      },
    });
    expect(res.statusCode, codigo).toBe(200);
  }
  const fim = await t.app.inject({
    method: 'PUT',
    url: '/api/Guia/Questionario',
    headers: user.auth,
    payload: { objeto_id: objetoId, guia_id: edicaoId, questionario_id: questionarioId },
  });
  expect(fim.statusCode).toBe(200);
  return questionarioId;
}

function get(user: TestUser, url: string) {
  return t.app.inject({ method: 'GET', url, headers: user.auth });
}

const base = (objetoId: number, questionarioId: number) =>
  `/api/Objeto/${objetoId}/${edicaoId}/${questionarioId}`;

/** A gabarito item of the journey, as the API must present it. */
/** One indicator carries evidence examples, which the report passes on to its evidence modal. */
const exemploDe = (codigo: string) => (codigo === '1.1.1' ? 'Plano escrito da propriedade, assinado.' : null);

function item(
  codigo: string,
  resposta: number,
  proximopeso: number | null,
  legenda: string | null,
  extra: object = {},
) {
  return {
    id: ind(codigo),
    codigo,
    titulo: `Indicador ${codigo}`,
    pcode: Number(codigo[0]),
    resposta,
    descricao: `Nível ${resposta} de ${codigo}`,
    proximopeso,
    proximo: proximopeso === null ? null : `Nível ${proximopeso} de ${codigo}`,
    legenda,
    exemploevidencia: exemploDe(codigo),
    apoio: [],
    evidencias: [],
    ...extra,
  };
}

/** The journey's gabarito items (built on use: indicator ids exist only after beforeAll). */
const gabaritoEsperado = (): Record<string, object> => ({
  '1.1.1': item('1.1.1', 3, 4, 'IMPORTANTE'),
  '1.1.2': item('1.1.2', 0, null, null),
  '1.1.3': item('1.1.3', 5, null, 'PARABÉNS'),
  '2.1.1': item('2.1.1', 0, null, null),
  '2.1.2': item('2.1.2', 0, null, null),
  // Only the material for the unit's category, and the evidence sent for this questionnaire.
  '3.1.1': item('3.1.1', 1, 2, 'MUITO IMPORTANTE', {
    apoio: [{ id: expect.any(Number), titulo: 'Cartilha de pastagens', url: 'cartilha.pdf' }],
    evidencias: [{ id: expect.any(Number), titulo: 'foto-pasto.jpg' }],
  }),
  '3.1.2': item('3.1.2', 2, 3, 'MUITO IMPORTANTE'),
  '4.1.1': item('4.1.1', 4, 5, 'IMPORTANTE'),
  '4.1.2': item('4.1.2', 2, 3, 'MUITO IMPORTANTE'),
  '4.2.1': item('4.2.1', 2, 3, 'MUITO IMPORTANTE'),
  '5.1.1': item('5.1.1', 5, null, 'PARABÉNS'),
  // Levels 0, 1, 3, 5: the next level after 1 is 3.
  '5.1.2': item('5.1.2', 1, 3, 'MUITO IMPORTANTE'),
});
const G = (codigo: string) => gabaritoEsperado()[codigo];

async function anexarEvidencia(questionarioId: number, codigo: string, titulo: string) {
  await t.db.insert(schema.evidencia).values({
    questionarioId,
    indicadorId: ind(codigo),
    titulo,
    nomearquivo: `evidencias/${questionarioId}/${titulo}`,
    mime: 'image/jpeg',
    tamanho: 1024,
  });
}

async function nomesDeReferencia() {
  const [a] = await t.db
    .select({ d: schema.atividade.descricao })
    .from(schema.atividade)
    .where(eq(schema.atividade.id, 1));
  const [s] = await t.db
    .select({ d: schema.sistemaAdotado.descricao })
    .from(schema.sistemaAdotado)
    .where(eq(schema.sistemaAdotado.id, 2));
  const [c] = await t.db
    .select({ d: schema.categoria.titulo })
    .from(schema.categoria)
    .where(eq(schema.categoria.id, 6));
  return { atividade: a!.d, sistemaadotado: s!.d, categoria: c!.d };
}

describe('without a token', () => {
  it('answers 401 on every report', async () => {
    for (const url of [
      '/api/Objeto/1/1',
      '/api/Objeto/1/1/1/completo',
      '/api/Objeto/1/1/1/prioridades',
      '/api/Objeto/1/1/1/comparativo',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('the journey: answer, finish, read every report', () => {
  it('shows the frozen numbers, the gabarito and the priorities', async () => {
    const user = await createUser(t, { nome: 'Maria Produtora' });
    const objetoId = await criarUnidade(user);
    const questionarioId = await preencherEFinalizar(user, objetoId);
    await anexarEvidencia(questionarioId, '3.1.1', 'foto-pasto.jpg');
    const nomes = await nomesDeReferencia();

    const unidade = {
      id: objetoId,
      nomeunidade: 'Fazenda Boa Vista',
      endereco: 'Cuiabá - MT',
      cidade: 'Cuiabá',
      uf: 'MT',
      nome: 'Maria Produtora',
      email: user.email,
      categoria_id: 6,
      categoria: nomes.categoria,
      atividade: nomes.atividade,
      sistemaadotado: nomes.sistemaadotado,
      area: 1200,
      areapasto: 800,
      rebanho: 950,
      inscricao_estadual: null,
      car: 'MT-5103403-0123456789ABCDEF0123456789ABCDEF',
    };
    const questionario = {
      id: questionarioId,
      guia_id: edicaoId,
      ano,
      finalizadoem: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    };

    // Performance (default: the latest finished questionnaire of the edition).
    const desempenho = await get(user, `/api/Objeto/${objetoId}/${edicaoId}`);
    expect(desempenho.statusCode).toBe(200);
    const d = desempenho.json().data;
    expect(d.unidade).toEqual(unidade);
    expect(d.questionario).toEqual(questionario);
    expect(d.avaliacaoGeral).toEqual({ totalAvaliacao: 25, totalPotencial: 45, percentual: 44 });
    const principio = (
      codigo: number,
      total: number,
      aplicaveis: number,
      aproveitamento: number,
      percentuais: [number, number, number],
      potencial: number,
      avaliacao: number,
      gabarito: string[],
    ) => ({
      id: expect.any(Number),
      codigo,
      titulo: `Princípio ${codigo}`,
      subtitulo: `Subtítulo ${codigo}`,
      descricao: `Descrição ${codigo}`,
      icone: `icn-principio-${codigo}`,
      orientacaoGtps: `Orientações do princípio ${codigo}`,
      total,
      respondidas: total,
      percentual: 100,
      aplicaveis,
      aproveitamento,
      naoAplicado: potencial === 0,
      blocoPercentuais: {
        atendido: percentuais[0],
        naoAtendido: percentuais[1],
        naoPreenchido: percentuais[2],
      },
      blocoResultado: { potencial, indicadores: aplicaveis, avaliacao },
      gabarito: gabarito.map(G),
    });
    expect(d.principios).toEqual([
      principio(1, 3, 2, 80, [80, 20, 0], 10, 8, ['1.1.1', '1.1.2', '1.1.3']),
      principio(2, 2, 0, 0, [0, 0, 0], 0, 0, ['2.1.1', '2.1.2']),
      principio(3, 2, 2, 30, [30, 70, 0], 10, 3, ['3.1.1', '3.1.2']),
      principio(4, 3, 3, 53, [53, 47, 0], 15, 8, ['4.1.1', '4.1.2', '4.2.1']),
      principio(5, 2, 2, 60, [60, 40, 0], 10, 6, ['5.1.1', '5.1.2']),
    ]);

    // The same with the questionnaire named explicitly.
    const explicito = await get(
      user,
      `/api/Objeto/${objetoId}/${edicaoId}?questionario_id=${questionarioId}`,
    );
    expect(explicito.json().data).toEqual(d);

    // Complete.
    const completo = await get(user, `${base(objetoId, questionarioId)}/completo`);
    expect(completo.statusCode).toBe(200);
    expect(completo.json().data).toEqual({
      unidade,
      questionario,
      score: [
        { codigo: 1, titulo: 'Princípio 1', valor: 80, nulos: 1, naoAplicado: false },
        { codigo: 2, titulo: 'Princípio 2', valor: 0, nulos: 2, naoAplicado: true },
        { codigo: 3, titulo: 'Princípio 3', valor: 30, nulos: 0, naoAplicado: false },
        { codigo: 4, titulo: 'Princípio 4', valor: 53, nulos: 0, naoAplicado: false },
        { codigo: 5, titulo: 'Princípio 5', valor: 60, nulos: 0, naoAplicado: false },
      ],
      scoretotal: 44,
      questions: 12,
      gabarito: CODIGOS.map(G),
    });

    // Read again after the unit is renamed and another evidence is sent: nothing stale is served.
    await anexarEvidencia(questionarioId, '4.1.1', 'planilha.pdf');
    await t.db
      .update(schema.objeto)
      .set({ nomeunidade: 'Fazenda Nova' })
      .where(eq(schema.objeto.id, objetoId));
    for (const url of [`${base(objetoId, questionarioId)}/completo`, `/api/Objeto/${objetoId}/${edicaoId}`]) {
      const res = await get(user, url);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = res.json().data;
      expect(body.unidade.nomeunidade, url).toBe('Fazenda Nova');
      const itens = body.gabarito ?? body.principios.flatMap((p: { gabarito: object[] }) => p.gabarito);
      expect(itens.find((i: { codigo: string }) => i.codigo === '4.1.1').evidencias, url).toEqual([
        { id: expect.any(Number), titulo: 'planilha.pdf' },
      ]);
    }
    await t.db
      .update(schema.objeto)
      .set({ nomeunidade: 'Fazenda Boa Vista' })
      .where(eq(schema.objeto.id, objetoId));
    await t.db.delete(schema.evidencia).where(eq(schema.evidencia.titulo, 'planilha.pdf'));

    // Priorities: weight 1 (3.1.1, then 5.1.2 by principle), then weight 2 (3.1.2, 4.1.2, 4.2.1); five at most.
    const prioridades = await get(user, `${base(objetoId, questionarioId)}/prioridades`);
    expect(prioridades.statusCode).toBe(200);
    expect(prioridades.json().data).toEqual({
      unidade,
      questionario,
      prioridades: ['3.1.1', '5.1.2', '3.1.2', '4.1.2', '4.2.1'].map(G),
    });

    // Frozen: the edition changing later (1.1.1 no longer for category 6) does not touch the stored numbers.
    await t.db
      .update(schema.indicador)
      .set({ categorias: [3] })
      .where(eq(schema.indicador.id, ind('1.1.1')));
    const depois = await get(user, `${base(objetoId, questionarioId)}/completo`);
    expect(depois.json().data.score[0]).toEqual({
      codigo: 1,
      titulo: 'Princípio 1',
      valor: 80,
      nulos: 1,
      naoAplicado: false,
    });
    await t.db
      .update(schema.indicador)
      .set({ categorias: [] })
      .where(eq(schema.indicador.id, ind('1.1.1')));
  });

  it('gives each principle its answered count and filling progress: all of them, 100, once finished', async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(user);
    await preencherEFinalizar(user, objetoId);

    const res = await get(user, `/api/Objeto/${objetoId}/${edicaoId}`);
    expect(res.statusCode).toBe(200);
    const principios = res.json().data.principios as {
      codigo: number;
      total: number;
      respondidas: number;
      percentual: number;
    }[];
    // 1.1.4 (category 3 only) is not the unit's: P1 has 3 indicators, NA answers count as answered.
    expect(
      principios.map(({ codigo, total, respondidas, percentual }) => [
        codigo,
        total,
        respondidas,
        percentual,
      ]),
    ).toEqual([
      [1, 3, 3, 100],
      [2, 2, 2, 100],
      [3, 2, 2, 100],
      [4, 3, 3, 100],
      [5, 2, 2, 100],
    ]);
  });

  it('fills the priorities up with NA indicators in code order, also when every answer is NA', async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(user);
    const todosNa = Object.fromEntries(CODIGOS.map((c) => [c, 0]));
    // Only 4.1.1 (weight 3) and 1.1.3 (weight 5) are scored: 3 comes first, then 5, then NA by code.
    const q1 = await preencherEFinalizar(user, objetoId, { ...todosNa, '4.1.1': 3, '1.1.3': 5 });
    const r1 = await get(user, `${base(objetoId, q1)}/prioridades`);
    expect(r1.json().data.prioridades.map((p: { codigo: string }) => p.codigo)).toEqual([
      '4.1.1',
      '1.1.3',
      '1.1.1',
      '1.1.2',
      '2.1.1',
    ]);
    expect(r1.json().data.prioridades[2]).toMatchObject({ resposta: 0, legenda: null, proximo: null });

    const q2 = await preencherEFinalizar(user, objetoId, todosNa);
    // Everything NA: no scored indicator, so the list is five NA indicators in code order.
    const r2 = await get(user, `${base(objetoId, q2)}/prioridades`);
    expect(r2.json().data.prioridades.map((p: { codigo: string }) => p.codigo)).toEqual([
      '1.1.1',
      '1.1.2',
      '1.1.3',
      '2.1.1',
      '2.1.2',
    ]);
    const c2 = await get(user, `${base(objetoId, q2)}/completo`);
    expect(c2.json().data).toMatchObject({ scoretotal: 0, questions: 12 });
    expect(c2.json().data.score.map((s: { naoAplicado: boolean }) => s.naoAplicado)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('answers an empty priority list for a questionnaire without answered indicators', async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(user);
    // A finished questionnaire whose indicators were all removed from the edition's answers (frozen rows only).
    const [q] = await t.db
      .insert(schema.questionario)
      .values({
        objetoId,
        edicaoId,
        usuarioId: user.id,
        finalizado: true,
        finalizadoEm: new Date('2000-01-01T00:00:00Z'),
      })
      .returning({ id: schema.questionario.id });
    await inserirResultados(q!.id, [0, 0, 0, 0, 0]);
    const res = await get(user, `${base(objetoId, q!.id)}/prioridades`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.prioridades).toEqual([]);
  });
});

describe('access', () => {
  it('hides another user’s reports as missing, and lets administrators read them', async () => {
    const dono = await createUser(t);
    const outro = await createUser(t);
    const admin = await createUser(t, { role: 'administrador' });
    const objetoId = await criarUnidade(dono);
    const questionarioId = await preencherEFinalizar(dono, objetoId);
    const urls = [
      `/api/Objeto/${objetoId}/${edicaoId}`,
      `/api/Objeto/${objetoId}/${edicaoId}?questionario_id=${questionarioId}`,
      `${base(objetoId, questionarioId)}/completo`,
      `${base(objetoId, questionarioId)}/prioridades`,
      `${base(objetoId, questionarioId)}/comparativo`,
    ];
    const ausente = `${base(objetoId, questionarioId + 1000)}/completo`;
    const semAcesso = await get(outro, urls[2]!);
    const inexistente = await get(dono, ausente);
    expect(inexistente.statusCode).toBe(404);
    expect(semAcesso.json()).toEqual(inexistente.json());
    for (const url of urls) {
      expect((await get(outro, url)).statusCode, url).toBe(404);
      expect((await get(admin, url)).statusCode, url).toBe(200);
      const comUser = url.includes('?') ? `${url}&user_id=${dono.id}` : `${url}?user_id=${dono.id}`;
      expect((await get(admin, comUser)).statusCode, comUser).toBe(200);
      // user_id names the owner; it never grants access by itself.
      const errado = url.includes('?') ? `${url}&user_id=${outro.id}` : `${url}?user_id=${outro.id}`;
      expect((await get(admin, errado)).statusCode, errado).toBe(404);
      expect((await get(outro, comUser)).statusCode, comUser).toBe(404);
    }
    const admDesempenho = await get(admin, `/api/Objeto/${objetoId}/${edicaoId}?user_id=${dono.id}`);
    expect(admDesempenho.json().data.unidade).toMatchObject({ id: objetoId, email: dono.email });

    const ruim = await get(admin, `${urls[2]}?user_id=abc`);
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().fields).toEqual({ user_id: 'Usuário inválido' });
    // A questionnaire of the unit asked through another edition is missing too.
    const edicaoErrada = await get(
      dono,
      `/api/Objeto/${objetoId}/${outraEdicaoId}/${questionarioId}/completo`,
    );
    expect(edicaoErrada.statusCode).toBe(404);
  });

  it('has no report for an open questionnaire nor for a unit without a finished one', async () => {
    const user = await createUser(t);
    const outro = await createUser(t);
    const objetoId = await criarUnidade(user);
    const aberto = await iniciar(user, objetoId);
    for (const sufixo of ['completo', 'prioridades', 'comparativo']) {
      const res = await get(user, `${base(objetoId, aberto)}/${sufixo}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().clientMessage).toBe('O relatório fica disponível depois que o Guia é finalizado.');
      // Another user does not learn that it exists.
      expect((await get(outro, `${base(objetoId, aberto)}/${sufixo}`)).json().clientMessage).toBe(
        'Questionário não encontrado',
      );
    }
    const porQuestionario = await get(user, `/api/Objeto/${objetoId}/${edicaoId}?questionario_id=${aberto}`);
    expect(porQuestionario.statusCode).toBe(404);
    const semFinalizado = await get(user, `/api/Objeto/${objetoId}/${edicaoId}`);
    expect(semFinalizado.statusCode).toBe(404);
    expect(semFinalizado.json().clientMessage).toBe(
      'Esta unidade ainda não possui um Guia finalizado nesta edição.',
    );
    const deOutro = await get(outro, `/api/Objeto/${objetoId}/${edicaoId}`);
    expect(deOutro.statusCode).toBe(404);
    expect(deOutro.json().clientMessage).toBe('Unidade não encontrada');
  });
});

/** The frozen rows of a questionnaire with these aproveitamentos (the other numbers do not matter here). */
async function inserirResultados(questionarioId: number, aproveitamentos: number[]) {
  await t.db.insert(schema.resultadoPrincipio).values(
    aproveitamentos.map((aproveitamento, i) => ({
      questionarioId,
      principioCodigo: i + 1,
      total: 20,
      respondidas: 20,
      aplicaveis: 20,
      potencial: 100,
      avaliacao: aproveitamento,
      aproveitamento,
      atendido: aproveitamento,
      naoAtendido: 100 - aproveitamento,
      naoPreenchido: 0,
    })),
  );
}

const DIA = 86_400_000;
/** Past the comparative's waiting period (COMPARATIVO_CARENCIA_DIAS, 30): groups count these. */
const haDias = (dias: number) => new Date(Date.now() - dias * DIA);

/**
 * Another producer: an account of its own, with no password anyone uses here, confirmed and
 * registered long enough ago for the comparative groups to count it.
 */
const novoDono = () => inserirProdutor(t, { criadoEm: haDias(90), emailVerificadoEm: haDias(90) });

/** A test user registered long enough ago for the comparative groups to count their units. */
async function antigo(user: TestUser): Promise<TestUser> {
  await t.db
    .update(schema.usuario)
    .set({ criadoEm: haDias(90) })
    .where(eq(schema.usuario.id, user.id));
  return user;
}

/**
 * A unit in `uf` with a finished questionnaire of these aproveitamentos; by default a new
 * producer's unit, so that each call adds one distinct owner, finished 60 days ago (past the
 * waiting period; a later call is still a later finish).
 */
async function unidadeFinalizada(
  uf: string,
  cidade: number,
  aproveitamentos: number[],
  opts: { finalizadoEm?: Date; objetoId?: number; edicao?: number; dono?: number } = {},
): Promise<number> {
  let objetoId = opts.objetoId;
  let dono = opts.dono;
  if (objetoId === undefined) {
    dono ??= await novoDono();
    const [o] = await t.db
      .insert(schema.objeto)
      .values({ usuarioId: dono, categoriaId: 6, nomeunidade: `Vizinha ${uf}`, uf, cidade })
      .returning({ id: schema.objeto.id });
    objetoId = o!.id;
  } else if (dono === undefined) {
    const [o] = await t.db
      .select({ dono: schema.objeto.usuarioId })
      .from(schema.objeto)
      .where(eq(schema.objeto.id, objetoId));
    dono = o!.dono;
  }
  const [q] = await t.db
    .insert(schema.questionario)
    .values({
      objetoId,
      edicaoId: opts.edicao ?? edicaoId,
      usuarioId: dono,
      finalizado: true,
      finalizadoEm: opts.finalizadoEm ?? haDias(60),
    })
    .returning({ id: schema.questionario.id });
  await inserirResultados(q!.id, aproveitamentos);
  return objetoId;
}

/** The latest finished questionnaire of a unit (the one its comparative is about). */
async function ultimoQuestionario(objetoId: number): Promise<number> {
  const [q] = await t.db
    .select({ id: schema.questionario.id })
    .from(schema.questionario)
    .where(eq(schema.questionario.objetoId, objetoId))
    .orderBy(desc(schema.questionario.finalizadoEm), desc(schema.questionario.id))
    .limit(1);
  return q!.id;
}

/** What `user` reads as the comparative of one of their units. */
async function comparativoDe(user: TestUser, objetoId: number, grupo = 'minha-regiao', query = '') {
  const res = await get(
    user,
    `${base(objetoId, await ultimoQuestionario(objetoId))}/comparativo?grupo=${encodeURIComponent(grupo)}${query}`,
  );
  expect(res.statusCode).toBe(200);
  return res.json().data as { comparado: unknown; alert: string | null; questionario: unknown };
}

/** The background refresh, run now (the test app has no timer). */
const regras = () => ({
  minUnidades: t.config.COMPARATIVO_MIN_UNIDADES,
  carenciaDias: t.config.COMPARATIVO_CARENCIA_DIAS,
  agora: new Date(),
});
const publicar = () => atualizarComparativo(t.db, edicaoId, regras());

const CUIABA = 5103403;
const GOIANIA = 5208707;
const BRASILIA = 5300108;
const SAO_PAULO = 3550308;
const RIO = 3304557;

const valores = (v: number[]) =>
  v.map((valor, i) => ({ codigo: i + 1, titulo: `Princípio ${i + 1}`, valor }));
/** The journey unit's own bars: 80, 0, 30, 53, 60, total 44. */
const PROPRIO = { valores: valores([80, 0, 30, 53, 60]), total: 44 };
const ALERTA = 'Ainda não há unidades suficientes nesta região para comparação.';
const ALERTA_BRASIL = 'Ainda não há unidades suficientes no Brasil para comparação.';

describe('comparative', () => {
  let user: TestUser;
  let objetoId: number;
  let questionarioId: number;
  const comparativo = (grupo?: string) =>
    get(
      user,
      `${base(objetoId, questionarioId)}/comparativo${grupo ? `?grupo=${encodeURIComponent(grupo)}` : ''}`,
    );

  beforeEach(async () => {
    user = await createUser(t);
    objetoId = await criarUnidade(user);
    questionarioId = await preencherEFinalizar(user, objetoId);
  });

  it("shows the mean of the other owners' latest results, none of the owner's units included", async () => {
    // Five other owners in MT; one unit also has an older questionnaire (ignored).
    const a = await unidadeFinalizada('MT', CUIABA, [0, 0, 0, 0, 0], {
      finalizadoEm: new Date('2001-01-01T00:00:00Z'),
    });
    await unidadeFinalizada('MT', CUIABA, [100, 0, 50, 40, 20], { objetoId: a });
    await unidadeFinalizada('MT', CUIABA, [90, 10, 40, 60, 30]);
    await unidadeFinalizada('MT', CUIABA, [70, 0, 20, 53, 41]);
    await unidadeFinalizada('MT', CUIABA, [61, 100, 33, 47, 59]);
    const e = await unidadeFinalizada('MT', CUIABA, [50, 50, 50, 50, 50]);
    // The owner's second MT unit never enters his own comparison.
    await unidadeFinalizada('MT', CUIABA, [0, 0, 0, 0, 0], { dono: user.id });
    // Not in the group: another UF, another edition.
    await unidadeFinalizada('GO', GOIANIA, [0, 0, 0, 0, 0]);
    await unidadeFinalizada('MT', CUIABA, [0, 0, 0, 0, 0], { edicao: outraEdicaoId });

    // The edition's first comparative request publishes its snapshots. Five units, each score kept as
    // its quarter (0-24: 0, 25-49: 1, 50-74: 2, 75-100: 3), the mean of the quarters' midpoints
    // (12.5 + 25 * sum / n) on the grid of 5, ties to the multiple of 10:
    // P1 100, 90, 70, 61, 50 -> 3+3+2+2+2 = 12 -> 72.5 -> 70; P2 0, 10, 0, 100, 50 -> 0+0+0+3+2 = 5 -> 37.5 -> 40;
    // P3 50, 40, 20, 33, 50 -> 2+1+0+1+2 = 6 -> 42.5 -> 40; P4 40, 60, 53, 47, 50 -> 1+2+2+1+2 = 8 -> 52.5 -> 50;
    // P5 20, 30, 41, 59, 50 -> 0+1+1+2+2 = 6 -> 42.5 -> 40. Total floor((70+40+40+50+40)/5) = 48.
    const cinco = await comparativo('minha-regiao');
    expect(cinco.statusCode).toBe(200);
    expect(cinco.json().data).toMatchObject({
      grupo: 'minha-regiao',
      rotulo: 'Minha região',
      questionario: PROPRIO,
      comparado: { valores: valores([70, 40, 40, 50, 40]), total: 48 },
      alert: null,
    });
    // The threshold comes from the configuration (COMPARATIVO_MIN_UNIDADES).
    t.config.COMPARATIVO_MIN_UNIDADES = 6;
    try {
      expect((await comparativo()).json().data).toMatchObject({ comparado: null, alert: ALERTA });
    } finally {
      t.config.COMPARATIVO_MIN_UNIDADES = 5;
    }

    // One owner's newer questionnaire (E 50s -> 100s) is not published on its own.
    await unidadeFinalizada('MT', CUIABA, [100, 100, 100, 100, 100], { objetoId: e });
    await publicar();
    expect((await comparativo()).json().data).toMatchObject({
      comparado: { valores: valores([70, 40, 40, 50, 40]), total: 48 },
    });
    // With four more owners (0s, 10s, 20s, 30s: quarters 0, 0, 0, 1) the changes span five owners:
    // published together. Nine units, E now 3s: P1 3+3+2+2+3+1 = 14 -> 51.4 -> 50; P2 0+0+0+3+3+1 = 7
    // -> 31.9 -> 30; P3 2+1+0+1+3+1 = 8 -> 34.7 -> 35; P4 1+2+2+1+3+1 = 10 -> 40.3 -> 40; P5 0+1+1+2+3+1
    // = 8 -> 35. Total floor(190/5) = 38.
    for (const v of [0, 10, 20, 30]) await unidadeFinalizada('MT', CUIABA, [v, v, v, v, v]);
    expect((await publicar()).publicados).toEqual(['brasil', 'regiao:Centro-Oeste', 'uf:MT']);
    expect((await comparativo()).json().data).toMatchObject({
      comparado: { valores: valores([50, 30, 35, 40, 35]), total: 38 },
      alert: null,
    });
  });

  it('compares with the macro-region, Brasil, and hides the small groups', async () => {
    await unidadeFinalizada('MT', CUIABA, [100, 0, 50, 40, 20]);
    await unidadeFinalizada('MT', CUIABA, [90, 10, 40, 60, 30]);
    await unidadeFinalizada('MT', CUIABA, [70, 0, 20, 53, 41]);
    await unidadeFinalizada('MT', CUIABA, [61, 100, 33, 47, 59]);
    await unidadeFinalizada('MT', CUIABA, [50, 50, 50, 50, 50]);
    await unidadeFinalizada('GO', GOIANIA, [10, 10, 10, 10, 10]);
    await unidadeFinalizada('DF', BRASILIA, [20, 20, 20, 20, 20]);
    const sp = await unidadeFinalizada('SP', SAO_PAULO, [100, 100, 100, 100, 100]);

    // Centro-Oeste (MT, GO, DF): 7 units (quarters as in the test above, GO's and DF's 0):
    // P1 12 -> 55.4 -> 55; P2 5 -> 30.4 -> 30; P3 6 -> 33.9 -> 35; P4 8 -> 41.1 -> 40; P5 6 -> 35.
    // Total floor(195/5) = 39.
    expect((await comparativo('Centro-Oeste')).json().data).toMatchObject({
      grupo: 'Centro-Oeste',
      rotulo: 'Centro-Oeste',
      questionario: PROPRIO,
      comparado: { valores: valores([55, 30, 35, 40, 35]), total: 39 },
      alert: null,
    });
    // Brasil: 8 units, SP's 3s added: P1 15 -> 59.4 -> 60; P2 8 -> 37.5 -> 40 (tie); P3 9 -> 40.6 -> 40;
    // P4 11 -> 46.9 -> 45; P5 9 -> 40. Total floor(225/5) = 45.
    const brasil = { valores: valores([60, 40, 40, 45, 40]), total: 45 };
    expect((await comparativo('brasil')).json().data).toMatchObject({
      grupo: 'brasil',
      rotulo: 'Brasil',
      comparado: brasil,
      alert: null,
    });
    // The SP unit is deleted and another SP producer finishes: two owners changed, fewer than five,
    // so Brasil keeps its published value (the deleted unit included) even after a full diff.
    await t.db.delete(schema.objeto).where(eq(schema.objeto.id, sp));
    await unidadeFinalizada('SP', SAO_PAULO, [0, 0, 0, 0, 0]);
    expect((await atualizarComparativo(t.db, edicaoId, regras(), { forcar: true })).publicados).toEqual([]);
    expect((await comparativo('brasil')).json().data).toMatchObject({ comparado: brasil, alert: null });

    for (const grupo of ['Sul', 'Sudeste', 'Distrito Federal', 'Norte', 'Nordeste']) {
      const res = (await comparativo(grupo)).json().data;
      expect(res, grupo).toEqual({
        grupo,
        rotulo: grupo,
        unidade: expect.objectContaining({ id: objetoId }),
        questionario: PROPRIO,
        comparado: null,
        alert: ALERTA,
        comparadoCom: null,
      });
    }
  });

  it("names Brasil in the alert, and keeps the spec's text for a region", async () => {
    await unidadeFinalizada('MT', CUIABA, [10, 10, 10, 10, 10]);
    expect((await comparativo('brasil')).json().data).toMatchObject({
      comparado: null,
      alert: ALERTA_BRASIL,
    });
    expect((await comparativo('minha-regiao')).json().data).toMatchObject({ comparado: null, alert: ALERTA });
    expect((await comparativo('Centro-Oeste')).json().data).toMatchObject({ comparado: null, alert: ALERTA });
  });

  it("'meu-guia' compares with the unit's previous finished questionnaire", async () => {
    const sem = await comparativo('meu-guia');
    expect(sem.json().data).toMatchObject({
      grupo: 'meu-guia',
      rotulo: 'Meu Guia',
      questionario: PROPRIO,
      comparado: null,
      alert: 'Ainda não há um Guia anterior finalizado desta unidade para comparação.',
      comparadoCom: null,
    });

    // An earlier one (another edition) and an even earlier one: the one just before wins.
    await unidadeFinalizada('MT', CUIABA, [1, 1, 1, 1, 1], {
      objetoId,
      edicao: outraEdicaoId,
      finalizadoEm: new Date('2020-01-01T00:00:00Z'),
    });
    await unidadeFinalizada('MT', CUIABA, [10, 20, 30, 40, 50], {
      objetoId,
      edicao: outraEdicaoId,
      finalizadoEm: new Date('2021-01-01T00:00:00Z'),
    });
    // Total floor(150/5) = 30. It says which one: the year of its edition and when it was finished.
    const [seeded] = await t.db
      .select({ ano: schema.edicao.ano })
      .from(schema.edicao)
      .where(eq(schema.edicao.id, outraEdicaoId));
    expect((await comparativo('meu-guia')).json().data).toMatchObject({
      questionario: PROPRIO,
      comparado: { valores: valores([10, 20, 30, 40, 50]), total: 30 },
      alert: null,
      comparadoCom: { ano: seeded!.ano, finalizadoEm: '2021-01-01T00:00:00.000Z' },
    });
    // A group comparison names no questionnaire.
    expect((await comparativo('brasil')).json().data.comparadoCom).toBeNull();
  });

  it('rejects an unknown group with 400', async () => {
    const res = await comparativo('marte');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      clientMessage: 'Grupo de comparação inválido',
      fields: { grupo: 'Grupo de comparação inválido' },
    });
  });
});

describe('comparative: a published value cannot be differenced', () => {
  it('the RJ attack: 7 units of one owner and 1 of another answer the alert on every unit', async () => {
    const atacante = await createUser(t);
    const admin = await createUser(t, { role: 'administrador' });
    const vitima = await novoDono();
    const unidades: number[] = [];
    for (let i = 0; i < 7; i++) {
      unidades.push(
        await unidadeFinalizada('RJ', RIO, [40 + i, 50 + i, 60 + i, 70 + i, 80 + i], { dono: atacante.id }),
      );
    }
    await unidadeFinalizada('RJ', RIO, [13, 27, 91, 4, 66], { dono: vitima });
    await publicar();

    for (const objetoId of unidades) {
      for (const grupo of ['minha-regiao', 'Sudeste', 'brasil']) {
        const r = await comparativoDe(atacante, objetoId, grupo);
        expect(r.comparado, `${objetoId} ${grupo}`).toBeNull();
        expect(r.alert).toBe(grupo === 'brasil' ? ALERTA_BRASIL : ALERTA);
        // Nor does an administrator reading the owner's unit see the other producer.
        const a = await comparativoDe(admin, objetoId, grupo, `&user_id=${atacante.id}`);
        expect(a.comparado).toBeNull();
      }
    }
  });

  it('a group of 5 units or more but fewer than 5 other owners answers the alert', async () => {
    const observador = await antigo(await createUser(t));
    const meu = await unidadeFinalizada('RJ', RIO, [50, 50, 50, 50, 50], { dono: observador.id });
    const grande = await novoDono();
    for (let i = 0; i < 5; i++) await unidadeFinalizada('RJ', RIO, [10, 20, 30, 40, 50], { dono: grande });
    for (let i = 0; i < 3; i++) await unidadeFinalizada('RJ', RIO, [20, 30, 40, 50, 60]);
    // 9 units of 5 owners are published; without the observer's: 8 units of 4 owners.
    expect((await publicar()).publicados).toContain('uf:RJ');
    expect(await comparativoDe(observador, meu)).toMatchObject({ comparado: null, alert: ALERTA });

    // With a threshold of 4 the same group shows, which proves it is the owners that were short.
    // Quarters 5 x (0, 0, 1, 1, 2) and 3 x (0, 1, 1, 2, 2): P1 0 -> 12.5 -> 10; P2 3 -> 21.9 -> 20;
    // P3 8 -> 37.5 -> 40 (tie); P4 11 -> 46.9 -> 45; P5 16 -> 62.5 -> 60 (tie). Total floor(175/5) = 35.
    t.config.COMPARATIVO_MIN_UNIDADES = 4;
    try {
      expect(await comparativoDe(observador, meu)).toMatchObject({
        comparado: { valores: valores([10, 20, 40, 45, 60]), total: 35 },
      });
    } finally {
      t.config.COMPARATIVO_MIN_UNIDADES = 5;
    }
  });

  /** Six owners in RJ with one finished unit each, one of them watching, and a 7th owner watching. */
  async function seisDonosNoRio(observadorValores: number[][] = [[50, 50, 50, 50, 50]]) {
    const observador = await antigo(await createUser(t));
    const doObservador: number[] = [];
    for (const v of observadorValores) {
      doObservador.push(await unidadeFinalizada('RJ', RIO, v, { dono: observador.id }));
    }
    const umDosSeis = await antigo(await createUser(t));
    const doUm = await unidadeFinalizada('RJ', RIO, [10, 10, 10, 10, 10], { dono: umDosSeis.id });
    for (const v of [20, 30, 40, 50, 60]) await unidadeFinalizada('RJ', RIO, [v, v + 1, v + 2, v + 3, v + 4]);
    await publicar();
    const meu = doObservador[0]!;
    const olhar = async () => ({
      observador: (await comparativoDe(observador, meu)).comparado,
      observadorBrasil: (await comparativoDe(observador, meu, 'brasil')).comparado,
      umDosSeis: (await comparativoDe(umDosSeis, doUm)).comparado,
    });
    return { observador, doObservador, olhar };
  }

  it('a victim joining six other owners changes nothing until four more owners join', async () => {
    const { olhar } = await seisDonosNoRio();
    const antes = await olhar();
    // The observer sees the six, 10s to 64 (quarters 0, 0, 1, 1, 2, 2 on every principle): 6 -> 37.5
    // -> 40 (tie). One of the six sees the other five and the observer's 50s (0, 1, 1, 2, 2, 2):
    // 8 -> 45.8 -> 45.
    expect(antes.observador).toEqual({ valores: valores([40, 40, 40, 40, 40]), total: 40 });
    expect(antes.observadorBrasil).toEqual(antes.observador);
    expect(antes.umDosSeis).toEqual({ valores: valores([45, 45, 45, 45, 45]), total: 45 });

    // The victim joins: nothing anyone sees changes, nor with three more owners (four changes).
    await unidadeFinalizada('RJ', RIO, [99, 1, 77, 3, 88]);
    expect((await publicar()).publicados).toEqual([]);
    expect(await olhar()).toEqual(antes);
    for (const v of [5, 15, 25]) await unidadeFinalizada('RJ', RIO, [v, v, v, v, v]);
    expect((await publicar()).publicados).toEqual([]);
    expect(await olhar()).toEqual(antes);

    // The fifth changed owner publishes the five changes together. The newcomers' quarters: the
    // victim 3, 0, 3, 0, 3; 5s, 15s -> 0; 25s, 35s -> 1. Observer: 11 units, 6 + 2 + victim:
    // P1 11 -> 37.5 -> 40 (tie); P2 8 -> 30.7 -> 30; P3 11 -> 40; P4 8 -> 30; P5 11 -> 40; total 36.
    // One of the six: 11 units, 8 + 2 + victim: 13 -> 42 -> 40; 10 -> 35.2 -> 35; 40; 35; 40; total 38.
    await unidadeFinalizada('RJ', RIO, [35, 35, 35, 35, 35]);
    expect((await publicar()).publicados).toEqual(['brasil', 'regiao:Sudeste', 'uf:RJ']);
    expect(await olhar()).toEqual({
      observador: { valores: valores([40, 30, 40, 30, 40]), total: 36 },
      observadorBrasil: { valores: valores([40, 30, 40, 30, 40]), total: 36 },
      umDosSeis: { valores: valores([40, 35, 40, 35, 40]), total: 38 },
    });
  });

  it("the observer's own additions and deletions change nothing he sees", async () => {
    const { observador, doObservador, olhar } = await seisDonosNoRio([
      [50, 50, 50, 50, 50],
      [0, 0, 0, 0, 0],
    ]);
    const antes = await olhar();
    expect(antes.observador).toEqual({ valores: valores([40, 40, 40, 40, 40]), total: 40 });

    // He deletes a published unit, adds one and finishes it, adds and deletes another.
    await t.db.delete(schema.objeto).where(eq(schema.objeto.id, doObservador[1]!));
    await unidadeFinalizada('RJ', RIO, [100, 100, 100, 100, 100], { dono: observador.id });
    const efemera = await unidadeFinalizada('RJ', RIO, [7, 7, 7, 7, 7], { dono: observador.id });
    await t.db.delete(schema.objeto).where(eq(schema.objeto.id, efemera));
    expect((await atualizarComparativo(t.db, edicaoId, regras(), { forcar: true })).publicados).toEqual([]);
    expect(await olhar()).toEqual(antes);

    // Four other owners join: with his own changes that is five owners, so it publishes; he still
    // sees only the others (quarters of 5s to 35s: 0, 0, 1, 1). Observer: 10 units, 6 + 2 = 8 -> 32.5
    // -> 30 (tie). One of the six: 5 + 4 + the observer's 50s and 100s = 11 units, 6 + 2 + 2 + 3 = 13
    // -> 42 -> 40, on every principle.
    for (const v of [5, 15, 25, 35]) await unidadeFinalizada('RJ', RIO, [v, v, v, v, v]);
    expect((await publicar()).publicados).toEqual(['brasil', 'regiao:Sudeste', 'uf:RJ']);
    expect(await olhar()).toEqual({
      observador: { valores: valores([30, 30, 30, 30, 30]), total: 30 },
      observadorBrasil: { valores: valores([30, 30, 30, 30, 30]), total: 30 },
      umDosSeis: { valores: valores([40, 40, 40, 40, 40]), total: 40 },
    });
  });
});

describe('configuration', () => {
  it('reads COMPARATIVO_MIN_UNIDADES, 5 by default', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).COMPARATIVO_MIN_UNIDADES).toBe(5);
    expect(
      loadConfig({ JWT_SECRET: 'x'.repeat(32), COMPARATIVO_MIN_UNIDADES: '3' }).COMPARATIVO_MIN_UNIDADES,
    ).toBe(3);
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), COMPARATIVO_MIN_UNIDADES: '0' })).toThrow();
  });

  it('reads COMPARATIVO_CARENCIA_DIAS, 30 by default, 0..365 whole days', () => {
    const carencia = (v?: string) =>
      loadConfig({ JWT_SECRET: 'x'.repeat(32), ...(v === undefined ? {} : { COMPARATIVO_CARENCIA_DIAS: v }) })
        .COMPARATIVO_CARENCIA_DIAS;
    expect(carencia()).toBe(30);
    expect(carencia('0')).toBe(0);
    expect(carencia('45')).toBe(45);
    expect(() => carencia('-1')).toThrow('COMPARATIVO_CARENCIA_DIAS não pode ser negativo');
    expect(() => carencia('1.5')).toThrow('COMPARATIVO_CARENCIA_DIAS precisa ser um número inteiro de dias');
    expect(() => carencia('366')).toThrow('COMPARATIVO_CARENCIA_DIAS vai até 365 dias');
    expect(() => carencia('trinta')).toThrow('COMPARATIVO_CARENCIA_DIAS');
  });
});
