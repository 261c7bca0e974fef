import { text } from 'node:stream/consumers';
import { CATEGORIA_PRODUTOR_RURAL, UFS } from '@guia/shared';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeTextoLegal } from '../../modules/conteudo/sanitize-texto-legal.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { schema } from '../client.ts';
import { seedDatabase } from './index.ts';
import { parseMunicipios } from './municipios.ts';

let t: TestApp;

beforeAll(async () => {
  // buildTestApp migrates and seeds a fresh database.
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

async function snapshot() {
  const db = t.db;
  return {
    categorias: await db.select().from(schema.categoria).orderBy(asc(schema.categoria.id)),
    atividades: await db.select().from(schema.atividade).orderBy(asc(schema.atividade.id)),
    sistemas: await db.select().from(schema.sistemaAdotado).orderBy(asc(schema.sistemaAdotado.id)),
    ufs: await db.select().from(schema.uf).orderBy(asc(schema.uf.sigla)),
    municipios: await db.select().from(schema.municipio).orderBy(asc(schema.municipio.codigo)),
    documentos: await db.select().from(schema.documentoLegal).orderBy(asc(schema.documentoLegal.tipo)),
    onboarding: await db.select().from(schema.onboarding).orderBy(asc(schema.onboarding.id)),
  };
}

describe('seedDatabase', () => {
  it('loads the 27 UFs with their IBGE codes and regions', async () => {
    const ufs = await t.db.select().from(schema.uf);
    expect(ufs).toHaveLength(27);
    expect(ufs.find((u) => u.sigla === 'MT')).toEqual({
      sigla: 'MT',
      nome: 'Mato Grosso',
      codigo: 51,
      regiao: 'Centro-Oeste',
    });
  });

  it('loads the 5,570 IBGE municipalities with 7-digit codes in the right UF', async () => {
    const [total] = await t.db.select({ n: count() }).from(schema.municipio);
    expect(total?.n).toBe(5570);

    const known = await t.db
      .select()
      .from(schema.municipio)
      .where(eq(schema.municipio.codigo, 5103403))
      .union(t.db.select().from(schema.municipio).where(eq(schema.municipio.codigo, 3550308)))
      .union(t.db.select().from(schema.municipio).where(eq(schema.municipio.codigo, 5300108)));
    expect(known).toEqual(
      expect.arrayContaining([
        { codigo: 5103403, nome: 'Cuiabá', uf: 'MT' },
        { codigo: 3550308, nome: 'São Paulo', uf: 'SP' },
        { codigo: 5300108, nome: 'Brasília', uf: 'DF' },
      ]),
    );

    const porUf = await t.db
      .select({ uf: schema.municipio.uf, n: count() })
      .from(schema.municipio)
      .groupBy(schema.municipio.uf);
    const n = Object.fromEntries(porUf.map((r) => [r.uf, r.n]));
    expect(Object.keys(n)).toHaveLength(27);
    expect(n).toMatchObject({ DF: 1, MT: 141, MG: 853, SP: 645, RR: 15 });
    // Every code starts with its UF's IBGE code.
    const municipios = await t.db.select().from(schema.municipio);
    const codigoUf = Object.fromEntries(UFS.map((u) => [u.sigla, String(u.codigo)]));
    expect(
      municipios.every((m) => String(m.codigo).length === 7 && String(m.codigo).startsWith(codigoUf[m.uf]!)),
    ).toBe(true);
  });

  it('seeds the six categories, category 6 being the rural producer', async () => {
    const categorias = await t.db.select().from(schema.categoria).orderBy(asc(schema.categoria.id));
    expect(categorias.map((c) => c.titulo)).toEqual([
      'Insumos e serviços',
      'Indústria',
      'Varejo',
      'Food service',
      'Instituições',
      'Produtor rural / pecuária',
    ]);
    expect(categorias.find((c) => c.id === CATEGORIA_PRODUTOR_RURAL)?.titulo).toBe(
      'Produtor rural / pecuária',
    );
    for (const c of categorias) {
      expect(c.cor).toMatch(/^#[0-9a-f]{6}$/);
      expect(c.ativo).toBe(true);
      expect(c.descricao.length).toBeGreaterThan(20);
    }
  });

  it('seeds the activity cycles and production systems', async () => {
    const atividades = await t.db.select().from(schema.atividade).orderBy(asc(schema.atividade.id));
    expect(atividades.map((a) => a.descricao)).toEqual([
      'Cria',
      'Recria',
      'Engorda',
      'Cria e recria',
      'Recria e engorda',
      'Ciclo completo',
    ]);
    const sistemas = await t.db.select().from(schema.sistemaAdotado).orderBy(asc(schema.sistemaAdotado.id));
    expect(sistemas.map((s) => s.descricao)).toEqual([
      'Extensivo (a pasto)',
      'Semi-intensivo',
      'Intensivo (confinamento)',
      'Integração lavoura-pecuária (ILP)',
      'Integração lavoura-pecuária-floresta (ILPF)',
    ]);
  });

  it('writes substantial terms and privacy texts that need no sanitizing', async () => {
    const documentos = await t.db
      .select()
      .from(schema.documentoLegal)
      .orderBy(asc(schema.documentoLegal.tipo));
    expect(documentos.map((d) => [d.tipo, d.versao])).toEqual([
      ['privacidade', 1],
      ['termos', 1],
    ]);
    for (const d of documentos) {
      expect(d.texto.length).toBeGreaterThan(5000);
      expect(d.texto).toMatch(/<h2>/);
      expect(d.texto).toMatch(/<ul>/);
      expect(sanitizeTextoLegal(d.texto)).toBe(d.texto);
    }
    const privacidade = documentos.find((d) => d.tipo === 'privacidade')!.texto;
    for (const topic of ['LGPD', 'Excluir conta', 'direitos', 'Por quanto tempo'])
      expect(privacidade).toContain(topic);
  });

  it('creates the welcome slides with their SVG illustrations in the file store', async () => {
    const slides = await t.db.select().from(schema.onboarding).orderBy(asc(schema.onboarding.ordem));
    expect(slides.map((s) => s.ordem)).toEqual([1, 2, 3, 4, 5]);
    expect(slides[0]?.titulo).toBe('Boas-vindas!');
    for (const slide of slides) {
      expect(slide.arquivo).toBe(`onboarding/${slide.ordem}.svg`);
      expect(slide.tipoConteudo).toBe('image/svg+xml');
      expect(slide.nomearquivo).toMatch(/\.svg$/);
      const stream = await t.fileStore.get(slide.arquivo);
      expect(stream).not.toBeNull();
      const svg = await text(stream!);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain('<title');
      expect(svg).not.toMatch(/<script|on\w+=/i);
    }
  });

  it('changes nothing when it runs again', async () => {
    const before = await snapshot();
    await seedDatabase(t.db, t.fileStore);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps what administrators changed: edited texts, a switched-off category, edited slides', async () => {
    await t.db
      .update(schema.documentoLegal)
      .set({ texto: '<p>Novo texto</p>', versao: 2 })
      .where(eq(schema.documentoLegal.tipo, 'termos'));
    await t.db.update(schema.categoria).set({ ativo: false }).where(eq(schema.categoria.id, 4));
    const [primeiro] = await t.db
      .select()
      .from(schema.onboarding)
      .orderBy(asc(schema.onboarding.ordem))
      .limit(1);
    await t.db.delete(schema.onboarding).where(eq(schema.onboarding.id, primeiro!.id));

    await seedDatabase(t.db, t.fileStore);

    const [termos] = await t.db
      .select()
      .from(schema.documentoLegal)
      .where(eq(schema.documentoLegal.tipo, 'termos'));
    expect(termos).toMatchObject({ texto: '<p>Novo texto</p>', versao: 2 });
    const [foodService] = await t.db.select().from(schema.categoria).where(eq(schema.categoria.id, 4));
    expect(foodService?.ativo).toBe(false);
    const [slides] = await t.db.select({ n: count() }).from(schema.onboarding);
    expect(slides?.n).toBe(4);
  });

  it('puts back reference data that was changed by hand', async () => {
    await t.db
      .update(schema.municipio)
      .set({ nome: 'Cuiaba errado' })
      .where(eq(schema.municipio.codigo, 5103403));
    await seedDatabase(t.db, t.fileStore);
    const [cuiaba] = await t.db.select().from(schema.municipio).where(eq(schema.municipio.codigo, 5103403));
    expect(cuiaba?.nome).toBe('Cuiabá');
  });

  it("keeps the administrators' edits of a category", async () => {
    await t.db
      .update(schema.categoria)
      .set({ titulo: 'Outro', cor: '#123456' })
      .where(eq(schema.categoria.id, 6));
    await seedDatabase(t.db, t.fileStore);
    const [produtor] = await t.db.select().from(schema.categoria).where(eq(schema.categoria.id, 6));
    expect(produtor).toMatchObject({ titulo: 'Outro', cor: '#123456' });
  });
});

describe('parseMunicipios', () => {
  it('builds the 7-digit IBGE code from the UF code and the 5-digit code, without repeats', () => {
    const source =
      '51\tMato Grosso\t03403\tCuiabá\n51\tMato Grosso\t03403\tCuiabá\r\n53\tDistrito Federal\t00108\t Brasília \n\n';
    expect(parseMunicipios(source)).toEqual([
      { codigo: 5103403, nome: 'Cuiabá', uf: 'MT' },
      { codigo: 5300108, nome: 'Brasília', uf: 'DF' },
    ]);
  });

  it('refuses a line it does not understand', () => {
    expect(() => parseMunicipios('99\tNenhum\t00001\tLugar')).toThrow(/linha 1/);
    expect(() => parseMunicipios('51\tMato Grosso\t3403\tCuiabá')).toThrow(/linha 1/);
  });
});
