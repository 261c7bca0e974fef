import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extrairLinksPdf, extrairTextoPdf } from '../../../modules/pdf/extrair-texto.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { schema } from '../../client.ts';
import { seedDatabase } from '../index.ts';
import { BIBLIOTECA } from './biblioteca.ts';
import { CARTILHAS, CARTILHAS_PRINCIPIOS, lerCartilha } from './cartilhas.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

const totais = async () => ({
  temas: (await t.db.select({ n: count() }).from(schema.materialTema))[0]!.n,
  tipos: (await t.db.select({ n: count() }).from(schema.materialTipo))[0]!.n,
  materiais: (await t.db.select({ n: count() }).from(schema.material))[0]!.n,
});

describe('seedBiblioteca', () => {
  it('inserts the library once: a second seed changes nothing', async () => {
    const antes = await totais();
    expect(antes).toEqual({
      temas: BIBLIOTECA.length,
      tipos: BIBLIOTECA.flatMap((x) => x.tipos).length,
      materiais: BIBLIOTECA.flatMap((x) => x.tipos.flatMap((y) => y.materiais)).length,
    });
    await seedDatabase(t.db, t.fileStore);
    expect(await totais()).toEqual(antes);
  });

  it('leaves a library the administrators emptied of materials alone', async () => {
    await t.db.delete(schema.material);
    await seedDatabase(t.db, t.fileStore);
    expect((await totais()).materiais).toBe(0);
  });

  it('offers a guide of our own for every principle', () => {
    const cartilhas = BIBLIOTECA.find((x) => x.chave === 'cartilhas')!;
    for (const [n, c] of CARTILHAS_PRINCIPIOS.entries()) {
      const tipo = cartilhas.tipos[n]!;
      expect(tipo.icone).toBe(`icn-principio-${n + 1}`);
      expect(tipo.materiais.some((m) => 'cartilha' in m && m.cartilha === c)).toBe(true);
    }
  });

  it('only links to https addresses', () => {
    for (const m of BIBLIOTECA.flatMap((x) => x.tipos.flatMap((y) => y.materiais))) {
      if ('link' in m)
        expect(m.link).toMatch(/^https:\/\/[a-z0-9.-]+\.(gov\.br|org\.br|br|com\.br|org)(\/|$)/);
    }
  });
});

describe('the committed PDFs', () => {
  it.each(CARTILHAS.map((c) => [c.arquivo, c] as const))(
    '%s carries the text of cartilhas.ts',
    async (_, c) => {
      const pdf = await lerCartilha(c.arquivo);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const texto = await extrairTextoPdf(pdf);
      expect(texto).toContain(c.titulo);
      for (const s of c.secoes) expect(texto).toContain(s.titulo);
      expect(texto).toContain(c.secoes.at(-1)!.paragrafos.at(-1)!.slice(0, 60));
      expect(await extrairLinksPdf(pdf)).toEqual(c.fontes.map((f) => f.url));
    },
  );
});
