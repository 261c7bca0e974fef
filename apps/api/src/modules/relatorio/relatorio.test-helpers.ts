import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { TestUser } from '../../test/factories.ts';

// What the report route tests share: a small edition built for each test, so that every number
// can be worked out by hand (a new one per test also gives each test its own comparative sums,
// which the API keeps per edition), the journey's answers and the gabarito the API must present.

/** A test file's app, the seeded edition and the running test's own edition. */
export interface Relatorios {
  t: TestApp;
  /** The seeded edition: questionnaires there never enter this edition's comparisons. */
  outraEdicaoId: number;
  edicaoId: number;
  /** The year of the test's edition: a new one per test, from 1990 on. */
  ano: number;
  /** Indicator code -> id and level ids by weight. */
  indicadores: Map<string, { id: number; niveis: Map<number, number> }>;
}

/** Builds the test file's app and finds the seeded edition. */
export async function abrirRelatorios(ctx: Relatorios): Promise<void> {
  ctx.t = await buildTestApp();
  const [seeded] = await ctx.t.db.select({ id: schema.edicao.id }).from(schema.edicao);
  ctx.outraEdicaoId = seeded!.id;
}

/** Each test starts with no user data and an edition of its own. */
export async function novoRelatorio(ctx: Relatorios): Promise<void> {
  await ctx.t.reset();
  await criarEdicao(ctx);
}

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

async function criarEdicao(ctx: Relatorios) {
  const [ed] = await ctx.t.db
    .insert(schema.edicao)
    .values({ ano: ++ctx.ano, disponivel: true, datadisponivel: new Date('1990-01-01T00:00:00Z') })
    .returning({ id: schema.edicao.id });
  ctx.edicaoId = ed!.id;
  ctx.indicadores = new Map();
  for (const [pi, criterios] of ESTRUTURA.entries()) {
    const p = pi + 1;
    const [principio] = await ctx.t.db
      .insert(schema.principio)
      .values({
        edicaoId: ctx.edicaoId,
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
      const [criterio] = await ctx.t.db
        .insert(schema.criterio)
        .values({ principioId: principio!.id, codigo: c, titulo: `Critério ${p}.${c}`, descricao: '' })
        .returning({ id: schema.criterio.id });
      for (const [si, ind] of inds.entries()) {
        const codigo = `${p}.${c}.${si + 1}`;
        const [row] = await ctx.t.db
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
        const niveis = await ctx.t.db
          .insert(schema.nivel)
          .values(
            (ind.pesos ?? [0, 1, 2, 3, 4, 5]).map((peso) => ({
              indicadorId: row!.id,
              peso,
              descricao: `Nível ${peso} de ${codigo}`,
            })),
          )
          .returning({ id: schema.nivel.id, peso: schema.nivel.peso });
        ctx.indicadores.set(codigo, { id: row!.id, niveis: new Map(niveis.map((n) => [n.peso, n.id])) });
      }
    }
  }
  // Support material of 3.1.1: one for the unit's category, one for another category (not shown).
  await ctx.t.db.insert(schema.apoio).values([
    { indicadorId: ind(ctx, '3.1.1'), categoriaId: 6, titulo: 'Cartilha de pastagens', url: 'cartilha.pdf' },
    { indicadorId: ind(ctx, '3.1.1'), categoriaId: 3, titulo: 'Só para o varejo', url: 'varejo.pdf' },
  ]);
}

export const ind = (ctx: Relatorios, codigo: string) => ctx.indicadores.get(codigo)!.id;

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
export const CODIGOS = Object.keys(RESPOSTAS);

export async function criarUnidade(
  ctx: Relatorios,
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

export async function iniciar(ctx: Relatorios, user: TestUser, objetoId: number): Promise<number> {
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/Guia/Questionario',
    headers: user.auth,
    payload: { objeto_id: objetoId, guia_id: ctx.edicaoId },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.questionario.id;
}

/** Answers every applicable indicator with the given weights and finishes, through the API. */
export async function preencherEFinalizar(
  ctx: Relatorios,
  user: TestUser,
  objetoId: number,
  respostas: Record<string, number> = RESPOSTAS,
): Promise<number> {
  const questionarioId = await iniciar(ctx, user, objetoId);
  for (const [codigo, peso] of Object.entries(respostas)) {
    const alvo = ctx.indicadores.get(codigo)!;
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/Guia/Resposta',
      headers: user.auth,
      payload: {
        objeto_id: objetoId,
        guia_id: ctx.edicaoId,
        questionario_id: questionarioId,
        indicador_id: alvo.id,
        nivel_id: alvo.niveis.get(peso)!,
      },
    });
    expect(res.statusCode, codigo).toBe(200);
  }
  const fim = await ctx.t.app.inject({
    method: 'PUT',
    url: '/api/Guia/Questionario',
    headers: user.auth,
    payload: { objeto_id: objetoId, guia_id: ctx.edicaoId, questionario_id: questionarioId },
  });
  expect(fim.statusCode).toBe(200);
  return questionarioId;
}

export function get(ctx: Relatorios, user: TestUser, url: string) {
  return ctx.t.app.inject({ method: 'GET', url, headers: user.auth });
}

export const base = (ctx: Relatorios, objetoId: number, questionarioId: number) =>
  `/api/Objeto/${objetoId}/${ctx.edicaoId}/${questionarioId}`;

/** One indicator carries evidence examples, which the report passes on to its evidence modal. */
const exemploDe = (codigo: string) => (codigo === '1.1.1' ? 'Plano escrito da propriedade, assinado.' : null);

/** A gabarito item of the journey, as the API must present it. */
function item(
  ctx: Relatorios,
  codigo: string,
  resposta: number,
  proximopeso: number | null,
  legenda: string | null,
  extra: object = {},
) {
  return {
    id: ind(ctx, codigo),
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
const gabaritoEsperado = (ctx: Relatorios): Record<string, object> => ({
  '1.1.1': item(ctx, '1.1.1', 3, 4, 'IMPORTANTE'),
  '1.1.2': item(ctx, '1.1.2', 0, null, null),
  '1.1.3': item(ctx, '1.1.3', 5, null, 'PARABÉNS'),
  '2.1.1': item(ctx, '2.1.1', 0, null, null),
  '2.1.2': item(ctx, '2.1.2', 0, null, null),
  // Only the material for the unit's category, and the evidence sent for this questionnaire.
  '3.1.1': item(ctx, '3.1.1', 1, 2, 'MUITO IMPORTANTE', {
    apoio: [{ id: expect.any(Number), titulo: 'Cartilha de pastagens', url: 'cartilha.pdf' }],
    evidencias: [{ id: expect.any(Number), titulo: 'foto-pasto.jpg' }],
  }),
  '3.1.2': item(ctx, '3.1.2', 2, 3, 'MUITO IMPORTANTE'),
  '4.1.1': item(ctx, '4.1.1', 4, 5, 'IMPORTANTE'),
  '4.1.2': item(ctx, '4.1.2', 2, 3, 'MUITO IMPORTANTE'),
  '4.2.1': item(ctx, '4.2.1', 2, 3, 'MUITO IMPORTANTE'),
  '5.1.1': item(ctx, '5.1.1', 5, null, 'PARABÉNS'),
  // Levels 0, 1, 3, 5: the next level after 1 is 3.
  '5.1.2': item(ctx, '5.1.2', 1, 3, 'MUITO IMPORTANTE'),
});
/** The journey's gabarito item of an indicator. */
export const itemDoGabarito = (ctx: Relatorios, codigo: string) => gabaritoEsperado(ctx)[codigo];

export async function anexarEvidencia(
  ctx: Relatorios,
  questionarioId: number,
  codigo: string,
  titulo: string,
) {
  await ctx.t.db.insert(schema.evidencia).values({
    questionarioId,
    indicadorId: ind(ctx, codigo),
    titulo,
    nomearquivo: `evidencias/${questionarioId}/${titulo}`,
    mime: 'image/jpeg',
    tamanho: 1024,
  });
}

export async function nomesDeReferencia(ctx: Relatorios) {
  const [a] = await ctx.t.db
    .select({ d: schema.atividade.descricao })
    .from(schema.atividade)
    .where(eq(schema.atividade.id, 1));
  const [s] = await ctx.t.db
    .select({ d: schema.sistemaAdotado.descricao })
    .from(schema.sistemaAdotado)
    .where(eq(schema.sistemaAdotado.id, 2));
  const [c] = await ctx.t.db
    .select({ d: schema.categoria.titulo })
    .from(schema.categoria)
    .where(eq(schema.categoria.id, 6));
  return { atividade: a!.d, sistemaadotado: s!.d, categoria: c!.d };
}

/** The frozen rows of a questionnaire with these aproveitamentos (the other numbers do not matter here). */
export async function inserirResultados(ctx: Relatorios, questionarioId: number, aproveitamentos: number[]) {
  await ctx.t.db.insert(schema.resultadoPrincipio).values(
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
