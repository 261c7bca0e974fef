import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { createUser } from '../../test/factories.ts';
import {
  abrirRelatorios,
  anexarEvidencia,
  base,
  CODIGOS,
  criarUnidade,
  get,
  ind,
  itemDoGabarito,
  nomesDeReferencia,
  novoRelatorio,
  preencherEFinalizar,
  type Relatorios,
} from './relatorio.test-helpers.ts';

// The journey through the reports: a unit answered and finished through the API, then every
// report read; the other report tests sit beside this file (relatorio.*.routes.test.ts).

const ctx = { ano: 1989 } as Relatorios;
beforeAll(() => abrirRelatorios(ctx));
beforeEach(() => novoRelatorio(ctx));
afterAll(() => ctx.t.close());

const G = (codigo: string) => itemDoGabarito(ctx, codigo);

/** A principle of the journey's performance report, as the API must present it. */
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

describe('the journey: answer, finish, read every report', () => {
  it('shows the frozen numbers, the gabarito and the priorities', async () => {
    const user = await createUser(ctx.t, { nome: 'Maria Produtora' });
    const objetoId = await criarUnidade(ctx, user);
    const questionarioId = await preencherEFinalizar(ctx, user, objetoId);
    await anexarEvidencia(ctx, questionarioId, '3.1.1', 'foto-pasto.jpg');
    const nomes = await nomesDeReferencia(ctx);

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
      guia_id: ctx.edicaoId,
      ano: ctx.ano,
      finalizadoem: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    };

    // Performance (default: the latest finished questionnaire of the edition).
    const desempenho = await get(ctx, user, `/api/Objeto/${objetoId}/${ctx.edicaoId}`);
    expect(desempenho.statusCode).toBe(200);
    const d = desempenho.json().data;
    expect(d.unidade).toEqual(unidade);
    expect(d.questionario).toEqual(questionario);
    expect(d.avaliacaoGeral).toEqual({ totalAvaliacao: 25, totalPotencial: 45, percentual: 44 });
    expect(d.principios).toEqual([
      principio(1, 3, 2, 80, [80, 20, 0], 10, 8, ['1.1.1', '1.1.2', '1.1.3']),
      principio(2, 2, 0, 0, [0, 0, 0], 0, 0, ['2.1.1', '2.1.2']),
      principio(3, 2, 2, 30, [30, 70, 0], 10, 3, ['3.1.1', '3.1.2']),
      principio(4, 3, 3, 53, [53, 47, 0], 15, 8, ['4.1.1', '4.1.2', '4.2.1']),
      principio(5, 2, 2, 60, [60, 40, 0], 10, 6, ['5.1.1', '5.1.2']),
    ]);

    // The same with the questionnaire named explicitly.
    const explicito = await get(
      ctx,
      user,
      `/api/Objeto/${objetoId}/${ctx.edicaoId}?questionario_id=${questionarioId}`,
    );
    expect(explicito.json().data).toEqual(d);

    // Complete.
    const completo = await get(ctx, user, `${base(ctx, objetoId, questionarioId)}/completo`);
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
    await anexarEvidencia(ctx, questionarioId, '4.1.1', 'planilha.pdf');
    await ctx.t.db
      .update(schema.objeto)
      .set({ nomeunidade: 'Fazenda Nova' })
      .where(eq(schema.objeto.id, objetoId));
    for (const url of [
      `${base(ctx, objetoId, questionarioId)}/completo`,
      `/api/Objeto/${objetoId}/${ctx.edicaoId}`,
    ]) {
      const res = await get(ctx, user, url);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = res.json().data;
      expect(body.unidade.nomeunidade, url).toBe('Fazenda Nova');
      const itens = body.gabarito ?? body.principios.flatMap((p: { gabarito: object[] }) => p.gabarito);
      expect(itens.find((i: { codigo: string }) => i.codigo === '4.1.1').evidencias, url).toEqual([
        { id: expect.any(Number), titulo: 'planilha.pdf' },
      ]);
    }
    await ctx.t.db
      .update(schema.objeto)
      .set({ nomeunidade: 'Fazenda Boa Vista' })
      .where(eq(schema.objeto.id, objetoId));
    await ctx.t.db.delete(schema.evidencia).where(eq(schema.evidencia.titulo, 'planilha.pdf'));

    // Priorities: weight 1 (3.1.1, then 5.1.2 by principle), then weight 2 (3.1.2, 4.1.2, 4.2.1); five at most.
    const prioridades = await get(ctx, user, `${base(ctx, objetoId, questionarioId)}/prioridades`);
    expect(prioridades.statusCode).toBe(200);
    expect(prioridades.json().data).toEqual({
      unidade,
      questionario,
      prioridades: ['3.1.1', '5.1.2', '3.1.2', '4.1.2', '4.2.1'].map(G),
    });

    // Frozen: the edition changing later (1.1.1 no longer for category 6) does not touch the stored numbers.
    await ctx.t.db
      .update(schema.indicador)
      .set({ categorias: [3] })
      .where(eq(schema.indicador.id, ind(ctx, '1.1.1')));
    const depois = await get(ctx, user, `${base(ctx, objetoId, questionarioId)}/completo`);
    expect(depois.json().data.score[0]).toEqual({
      codigo: 1,
      titulo: 'Princípio 1',
      valor: 80,
      nulos: 1,
      naoAplicado: false,
    });
    await ctx.t.db
      .update(schema.indicador)
      .set({ categorias: [] })
      .where(eq(schema.indicador.id, ind(ctx, '1.1.1')));
  });
});
