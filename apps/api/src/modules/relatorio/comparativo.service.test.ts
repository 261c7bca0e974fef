import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { atualizarComparativo, edicoesDoComparativo, lerGrupo } from './comparativo.service.ts';

let t: TestApp;
let edicaoId: number;
let ano = 1950;
let seq = 0;

beforeAll(async () => {
  // A timer far in the future: the scheduler is on, but only the test makes it run.
  t = await buildTestApp({ COMPARATIVO_ATUALIZACAO_SEGUNDOS: 3600 });
  // The catch-up refresh of the start.
  await t.app.comparativo.ocioso();
});

beforeEach(async () => {
  await t.reset();
  const [e] = await t.db
    .insert(schema.edicao)
    .values({ ano: ++ano, disponivel: true })
    .returning({ id: schema.edicao.id });
  edicaoId = e!.id;
});

afterAll(async () => {
  await t.close();
});

async function novoDono(): Promise<number> {
  seq += 1;
  const [u] = await t.db
    .insert(schema.usuario)
    .values({
      nome: `Produtor ${seq}`,
      email: `dono${seq}@exemplo.com.br`,
      celular: '65999998888',
      selecao: 'cpf',
      passwordHash: 'sem-senha',
    })
    .returning({ id: schema.usuario.id });
  return u!.id;
}

/** A unit of `dono` in `uf` (Cuiabá or Goiânia) with a finished questionnaire scoring `v` on every principle. */
async function unidade(dono: number, v: number, uf: 'MT' | 'GO' = 'MT'): Promise<number> {
  const [o] = await t.db
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
    .values({ objetoId: o!.id, edicaoId, usuarioId: dono, finalizado: true, finalizadoEm: new Date() })
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

const atualizar = (opcoes = {}) => atualizarComparativo(t.db, edicaoId, 5, opcoes);
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
    expect(antes).toMatchObject({ versao: 1, unidades: 5, donos: 5, somaP1: 150, somaP5: 150 });

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
      { grupo: 'brasil', versao: 2, unidades: 10, soma: 165 },
      { grupo: 'regiao:Centro-Oeste', versao: 2, unidades: 10, soma: 165 },
      { grupo: 'uf:GO', versao: 1, unidades: 5, soma: 15 },
      { grupo: 'uf:MT', versao: 1, unidades: 5, soma: 150 },
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

    const publicado = {
      atualizado: true,
      grupo: { unidades: 7, donos: 6, somas: [310, 310, 310, 310, 310] },
      doDono: { unidades: 2, somas: [160, 160, 160, 160, 160] },
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
      somas: [305, 305, 305, 305, 305],
    });
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
});
