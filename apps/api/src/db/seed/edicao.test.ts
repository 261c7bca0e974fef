import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { schema } from '../client.ts';
import { seedDatabase } from './index.ts';
import { PRINCIPIOS_PRIMEIRA_EDICAO } from './questionario/index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

const criterios = PRINCIPIOS_PRIMEIRA_EDICAO.flatMap((p) => p.criterios);
const indicadores = criterios.flatMap((c) => c.indicadores);

async function total(table: Parameters<ReturnType<TestApp['db']['select']>['from']>[0]) {
  const [row] = await t.db.select({ n: count() }).from(table);
  return row!.n;
}

async function totals() {
  return {
    edicoes: await total(schema.edicao),
    principios: await total(schema.principio),
    criterios: await total(schema.criterio),
    indicadores: await total(schema.indicador),
    niveis: await total(schema.nivel),
    apoios: await total(schema.apoio),
  };
}

describe('seedPrimeiraEdicao', () => {
  it("seeds this year's edition, available, with the whole first-edition structure", async () => {
    const edicoes = await t.db.select().from(schema.edicao);
    expect(edicoes).toHaveLength(1);
    expect(edicoes[0]).toMatchObject({ ano: new Date().getFullYear(), disponivel: true });
    expect(edicoes[0]!.datadisponivel).toBeInstanceOf(Date);

    const apoios = indicadores.flatMap((i) =>
      i.apoio.flatMap((a) => (a.categorias ?? i.categorias).filter((c) => i.categorias.includes(c))),
    );
    expect(await totals()).toEqual({
      edicoes: 1,
      principios: 5,
      criterios: criterios.length,
      indicadores: indicadores.length,
      niveis: indicadores.reduce((n, i) => n + i.niveis.length, 0),
      apoios: apoios.length,
    });
  });

  it('keeps each indicator with its categories, levels and flags', async () => {
    const semente = indicadores[0]!;
    const [row] = await t.db
      .select()
      .from(schema.indicador)
      .where(eq(schema.indicador.codigo, semente.codigo));
    expect(row).toMatchObject({
      titulo: semente.titulo,
      sequencia: semente.sequencia,
      categorias: [...semente.categorias],
      possuievidencia: semente.possuievidencia,
      possuipercentual: semente.possuipercentual ?? false,
    });
    const niveis = await t.db
      .select({ peso: schema.nivel.peso, descricao: schema.nivel.descricao })
      .from(schema.nivel)
      .where(eq(schema.nivel.indicadorId, row!.id))
      .orderBy(asc(schema.nivel.peso));
    expect(niveis).toEqual([...semente.niveis].sort((a, b) => a.peso - b.peso));
    const comPercentual = indicadores.filter((i) => i.possuipercentual).length;
    const [stored] = await t.db
      .select({ n: count() })
      .from(schema.indicador)
      .where(eq(schema.indicador.possuipercentual, true));
    expect(stored!.n).toBe(comPercentual);
  });

  it('changes nothing when it runs again, and never overwrites what administrators edited', async () => {
    const before = await totals();
    await t.db.update(schema.edicao).set({ disponivel: false });
    await t.db
      .update(schema.indicador)
      .set({ titulo: 'Título editado' })
      .where(eq(schema.indicador.codigo, '1.1.1'));

    await seedDatabase(t.db, t.fileStore);

    expect(await totals()).toEqual(before);
    const [edicao] = await t.db.select().from(schema.edicao);
    expect(edicao!.disponivel).toBe(false);
    const [indicador] = await t.db
      .select({ titulo: schema.indicador.titulo })
      .from(schema.indicador)
      .where(eq(schema.indicador.codigo, '1.1.1'));
    expect(indicador!.titulo).toBe('Título editado');
  });
});
