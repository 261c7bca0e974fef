import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { inserirProdutor } from '../../test/factories.ts';
import { ATRASO_APOS_FINALIZACAO_MS } from './comparativo.agendador.ts';
import { atualizarComparativo, edicoesDoComparativo, lerGrupo } from './comparativo.service.ts';

let t: TestApp;
/** How far the app's clock is ahead of the real one. */
let adiantamento = 0;
let edicaoId: number;
let ano = 1950;

beforeAll(async () => {
  // An interval far in the future: the job is on, but only the test makes it run, on its own clock.
  t = await buildTestApp(
    { COMPARATIVO_ATUALIZACAO_SEGUNDOS: 3600 },
    { now: () => new Date(Date.now() + adiantamento) },
  );
  // The catch-up refresh of the start.
  await t.app.comparativo.ocioso();
});

beforeEach(async () => {
  await t.reset();
  agora = new Date();
  const [e] = await t.db
    .insert(schema.edicao)
    .values({ ano: ++ano, disponivel: true })
    .returning({ id: schema.edicao.id });
  edicaoId = e!.id;
});

afterAll(async () => {
  await t.close();
});

const DIA = 86_400_000;
/** The comparison's clock; rows are dated relative to it. */
let agora = new Date();
const diasAtras = (dias: number) => new Date(agora.getTime() - dias * DIA);
/** Old enough to count: past the default waiting period of 30 days. */
const ANTIGO = 60;

/** An owner: by default confirmed and registered long enough ago to be counted. */
const novoDono = (opts: { criadoHaDias?: number; confirmado?: boolean } = {}) =>
  inserirProdutor(t, {
    criadoEm: diasAtras(opts.criadoHaDias ?? ANTIGO + 10),
    emailVerificadoEm: opts.confirmado === false ? null : diasAtras(ANTIGO + 10),
  });

/**
 * A unit of `dono` in `uf` (Cuiabá or Goiânia) with a questionnaire scoring `v` on every principle,
 * finished `finalizadoHaDias` ago (default: long enough to count), or another one of unit `objetoId`.
 */
async function unidade(
  dono: number,
  v: number,
  uf: 'MT' | 'GO' = 'MT',
  opts: { finalizadoHaDias?: number; objetoId?: number } = {},
): Promise<number> {
  const [o] = opts.objetoId
    ? [{ id: opts.objetoId }]
    : await t.db
        .insert(schema.objeto)
        .values({
          usuarioId: dono,
          categoriaId: 6,
          nomeunidade: 'Fazenda',
          uf,
          cidade: uf === 'MT' ? 5103403 : 5208707,
        })
        .returning({ id: schema.objeto.id });
  const [q] = await t.db
    .insert(schema.questionario)
    .values({
      objetoId: o!.id,
      edicaoId,
      usuarioId: dono,
      finalizado: true,
      finalizadoEm: diasAtras(opts.finalizadoHaDias ?? ANTIGO),
    })
    .returning({ id: schema.questionario.id });
  await t.db.insert(schema.resultadoPrincipio).values(
    [1, 2, 3, 4, 5].map((principioCodigo) => ({
      questionarioId: q!.id,
      principioCodigo,
      total: 1,
      respondidas: 1,
      aplicaveis: 1,
      potencial: 5,
      avaliacao: 1,
      aproveitamento: v,
      atendido: v,
      naoAtendido: 100 - v,
      naoPreenchido: 0,
    })),
  );
  return o!.id;
}

const atualizar = (opcoes = {}) =>
  atualizarComparativo(t.db, edicaoId, { minUnidades: 5, carenciaDias: 30, agora }, opcoes);
const GRUPOS_DE_MT = ['brasil', 'regiao:Centro-Oeste', 'uf:MT'];

describe('atualizarComparativo', () => {
  it('skips the diff when nothing was finished since, and diffs again after a finish or the full-diff period', async () => {
    expect(await edicoesDoComparativo(t.db)).not.toContain(edicaoId);
    for (const v of [10, 20, 30, 40, 50]) await unidade(await novoDono(), v);
    expect(await edicoesDoComparativo(t.db)).toContain(edicaoId);

    expect(await atualizar()).toEqual({ comparou: true, publicados: GRUPOS_DE_MT });
    expect(await atualizar()).toEqual({ comparou: false, publicados: [] });
    // A finish: diffed, but one owner is not enough to publish.
    await unidade(await novoDono(), 60);
    expect(await atualizar()).toEqual({ comparou: true, publicados: [] });
    expect(await atualizar()).toEqual({ comparou: false, publicados: [] });
    // The periodic full diff runs even with no finish.
    expect(await atualizar({ comparacaoCompletaMs: 0 })).toEqual({ comparou: true, publicados: [] });
  });

  it('publishes each group on its own: a new group of five owners, the others untouched', async () => {
    for (const v of [10, 20, 30, 40, 50]) await unidade(await novoDono(), v);
    await atualizar();
    const [antes] = await t.db
      .select()
      .from(schema.comparativoGrupo)
      .where(and(eq(schema.comparativoGrupo.edicaoId, edicaoId), eq(schema.comparativoGrupo.grupo, 'uf:MT')));
    // Only the quarters are kept: 10 and 20 -> 0, 30 and 40 -> 1, 50 -> 2, summing 4.
    expect(antes).toMatchObject({ versao: 1, unidades: 5, donos: 5, somaP1: 4, somaP5: 4 });

    // Five owners in GO: GO is published for the first time, Centro-Oeste and Brasil move, MT does not.
    for (const v of [1, 2, 3, 4, 5]) await unidade(await novoDono(), v, 'GO');
    expect((await atualizar()).publicados).toEqual(['brasil', 'regiao:Centro-Oeste', 'uf:GO']);
    const grupos = await t.db
      .select({
        grupo: schema.comparativoGrupo.grupo,
        versao: schema.comparativoGrupo.versao,
        unidades: schema.comparativoGrupo.unidades,
        soma: schema.comparativoGrupo.somaP3,
      })
      .from(schema.comparativoGrupo)
      .where(eq(schema.comparativoGrupo.edicaoId, edicaoId))
      .orderBy(schema.comparativoGrupo.grupo);
    expect(grupos).toEqual([
      { grupo: 'brasil', versao: 2, unidades: 10, soma: 4 },
      { grupo: 'regiao:Centro-Oeste', versao: 2, unidades: 10, soma: 4 },
      { grupo: 'uf:GO', versao: 1, unidades: 5, soma: 0 },
      { grupo: 'uf:MT', versao: 1, unidades: 5, soma: 4 },
    ]);
  });

  it("reads the header and the owner's rows; an erased account's rows go, the header stays until the next publish", async () => {
    const observador = await novoDono();
    await unidade(observador, 90);
    await unidade(observador, 70);
    const apagado = await novoDono();
    await unidade(apagado, 10);
    for (const v of [20, 30, 40, 50]) await unidade(await novoDono(), v);
    // Never refreshed: the read says so.
    expect((await lerGrupo(t.db, edicaoId, 'uf:MT', observador)).atualizado).toBe(false);
    await atualizar();

    // Quarters: 90 -> 3, 70 -> 2 (the observer's 5); 10, 20 -> 0; 30, 40 -> 1; 50 -> 2: 9 in all.
    const publicado = {
      atualizado: true,
      grupo: { unidades: 7, donos: 6, somas: [9, 9, 9, 9, 9] },
      doDono: { unidades: 2, somas: [5, 5, 5, 5, 5] },
    };
    expect(await lerGrupo(t.db, edicaoId, 'uf:MT', observador)).toEqual(publicado);
    expect(await lerGrupo(t.db, edicaoId, 'regiao:Sul', observador)).toEqual({
      atualizado: true,
      grupo: null,
      doDono: { unidades: 0, somas: [0, 0, 0, 0, 0] },
    });

    await t.db.delete(schema.usuario).where(eq(schema.usuario.id, apagado));
    const linhasDoApagado = await t.db
      .select({ n: count() })
      .from(schema.comparativoMembro)
      .where(eq(schema.comparativoMembro.usuarioId, apagado));
    expect(linhasDoApagado).toEqual([{ n: 0 }]);
    expect(await lerGrupo(t.db, edicaoId, 'uf:MT', observador)).toEqual(publicado);

    // The next publish (five new owners) recomputes the header from the rows: the erased unit is gone.
    for (const v of [1, 1, 1, 1, 1]) await unidade(await novoDono(), v);
    expect((await atualizar()).publicados).toEqual(GRUPOS_DE_MT);
    expect((await lerGrupo(t.db, edicaoId, 'uf:MT', observador)).grupo).toEqual({
      unidades: 11,
      donos: 10,
      somas: [9, 9, 9, 9, 9],
    });
  });
});

describe('who a group counts', () => {
  /** The published members of uf:MT: unit -> questionnaire. */
  async function membros(): Promise<Map<number, number>> {
    const rows = await t.db
      .select({ objetoId: schema.comparativoMembro.objetoId, q: schema.comparativoMembro.questionarioId })
      .from(schema.comparativoMembro)
      .where(
        and(eq(schema.comparativoMembro.edicaoId, edicaoId), eq(schema.comparativoMembro.grupo, 'uf:MT')),
      );
    return new Map(rows.map((r) => [r.objetoId, r.q]));
  }
  const ultimaDe = async (objetoId: number) => {
    const [q] = await t.db
      .select({ id: schema.questionario.id })
      .from(schema.questionario)
      .where(eq(schema.questionario.objetoId, objetoId))
      .orderBy(schema.questionario.id);
    return q!.id;
  };

  it('only confirmed owners whose account and questionnaire are 30 days old; the rest once they are', async () => {
    const contados: number[] = [];
    for (const v of [10, 20, 30, 40]) contados.push(await unidade(await novoDono(), v));
    // Exactly 30 days: counted.
    contados.push(await unidade(await novoDono({ criadoHaDias: 30 }), 50, 'MT', { finalizadoHaDias: 30 }));
    // E-mail never confirmed, however old.
    const semEmail = await unidade(await novoDono({ confirmado: false }), 60);
    // An account 29 days old with a questionnaire finished 29 days ago.
    const contaNova = await unidade(await novoDono({ criadoHaDias: 29 }), 70, 'MT', { finalizadoHaDias: 29 });
    // The account's age alone: 29 days, though its questionnaire is dated earlier.
    const soContaNova = await unidade(await novoDono({ criadoHaDias: 29 }), 75, 'MT', {
      finalizadoHaDias: 40,
    });
    // An old account whose only questionnaire was finished 29 days ago.
    const finalizadaAgora = await unidade(await novoDono(), 80, 'MT', { finalizadoHaDias: 29 });
    // An old account that finished again 29 days ago: its older questionnaire is the one counted.
    const dono = await novoDono();
    const refeita = await unidade(dono, 90, 'MT', { finalizadoHaDias: 45 });
    const antiga = await ultimaDe(refeita);
    await unidade(dono, 0, 'MT', { objetoId: refeita, finalizadoHaDias: 29 });
    contados.push(refeita);

    expect((await atualizar()).publicados).toEqual(GRUPOS_DE_MT);
    const publicados = await membros();
    expect([...publicados.keys()].sort((a, b) => a - b)).toEqual(contados);
    expect(publicados.get(refeita)).toBe(antiga);

    // A day later the account, the fresh finishes and the new questionnaire have their 30 days; the
    // unconfirmed owner still does not count. Four owners changed: fewer than five, nothing moves.
    agora = new Date(agora.getTime() + DIA);
    expect(await atualizar()).toEqual({ comparou: true, publicados: [] });
    // The owner confirms the e-mail: five owners changed, so the group publishes them together.
    const [semEmailDono] = await t.db
      .select({ id: schema.objeto.usuarioId })
      .from(schema.objeto)
      .where(eq(schema.objeto.id, semEmail));
    await t.db
      .update(schema.usuario)
      .set({ emailVerificadoEm: agora })
      .where(eq(schema.usuario.id, semEmailDono!.id));
    expect(await atualizar({ forcar: true })).toEqual({ comparou: true, publicados: GRUPOS_DE_MT });
    const depois = await membros();
    expect([...depois.keys()].sort((a, b) => a - b)).toEqual(
      [...contados, semEmail, contaNova, soContaNova, finalizadaAgora].sort((a, b) => a - b),
    );
    expect(depois.get(refeita)).not.toBe(antiga);
  });

  it('time alone brings a refresh: the waiting period passing is seen by the periodic full diff', async () => {
    for (const v of [10, 20, 30, 40, 50]) await unidade(await novoDono(), v, 'MT', { finalizadoHaDias: 1 });
    expect(await atualizar()).toEqual({ comparou: true, publicados: [] });
    expect(await atualizar()).toEqual({ comparou: false, publicados: [] });
    agora = new Date(agora.getTime() + 30 * DIA);
    expect(await atualizar()).toEqual({ comparou: true, publicados: GRUPOS_DE_MT });
  });
});

describe('the scheduler', () => {
  it('refreshes the editions a finish named', async () => {
    for (const v of [10, 20, 30, 40, 50]) await unidade(await novoDono(), v);
    t.app.comparativo.avisarFinalizacao(edicaoId);
    await t.app.comparativo.atualizarPendentes();
    const grupos = await t.db
      .select({ grupo: schema.comparativoGrupo.grupo })
      .from(schema.comparativoGrupo)
      .where(eq(schema.comparativoGrupo.edicaoId, edicaoId))
      .orderBy(schema.comparativoGrupo.grupo);
    expect(grupos.map((g) => g.grupo)).toEqual(GRUPOS_DE_MT);
  });

  it('a finish brings the periodic job forward to ATRASO_APOS_FINALIZACAO_MS, one run for a burst', async () => {
    // Whatever is due (the start's catch-up) runs first: then nothing is due for an hour.
    await t.app.scheduler.tick();
    for (const v of [10, 20, 30, 40, 50]) await unidade(await novoDono(), v);
    const publicados = async () =>
      (
        await t.db
          .select({ grupo: schema.comparativoGrupo.grupo })
          .from(schema.comparativoGrupo)
          .where(eq(schema.comparativoGrupo.edicaoId, edicaoId))
      ).length;
    await t.app.scheduler.tick();
    expect(await publicados()).toBe(0);
    t.app.comparativo.avisarFinalizacao(edicaoId);
    t.app.comparativo.avisarFinalizacao(edicaoId);
    adiantamento += ATRASO_APOS_FINALIZACAO_MS - 1000;
    await t.app.scheduler.tick();
    expect(await publicados()).toBe(0);
    adiantamento += 1000;
    await t.app.scheduler.tick();
    expect(await publicados()).toBe(GRUPOS_DE_MT.length);
  });
});
