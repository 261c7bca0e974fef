import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

beforeEach(async () => {
  // Content is not user data, so reset() keeps it: start every test from the seeded content.
  await t.reset();
  await t.db.delete(schema.documentoLegal);
  await t.db.delete(schema.onboarding);
  await seedDatabase(t.db, t.fileStore);
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/TermosUso and /api/PoliticaPrivacidade', () => {
  it('answers the terms of use as rich text, without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/TermosUso' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.texto).toMatch(/^<h2>Termos de Uso<\/h2>/);
    expect(data.texto).toContain('<li>Meio Ambiente;</li>');
    expect(data.atualizadoEm).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('answers the privacy policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/politicaprivacidade' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.texto).toMatch(/^<h2>Política de Privacidade<\/h2>/);
    expect(res.json().data.texto).toContain('LGPD');
  });

  it('sanitizes whatever is stored before answering it', async () => {
    await t.db
      .update(schema.documentoLegal)
      .set({ texto: '<p onclick="roubar()">Olá<script>alert(1)</script></p><img src=x onerror=alert(1)>' })
      .where(eq(schema.documentoLegal.tipo, 'termos'));
    const res = await t.app.inject({ method: 'GET', url: '/api/TermosUso' });
    expect(res.json().data.texto).toBe('<p>Olá</p>');
  });

  it('answers 404 when the document does not exist', async () => {
    await t.db.delete(schema.documentoLegal).where(eq(schema.documentoLegal.tipo, 'privacidade'));
    const res = await t.app.inject({ method: 'GET', url: '/api/PoliticaPrivacidade' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'Documento não encontrado',
      clientMessage: 'Documento não encontrado',
      code: 'not_found',
    });
  });
});

describe('GET /api/Onboarding', () => {
  it('answers the slides in order, each with the URL of its image', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Onboarding' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(5);
    expect(data.map((s: { ordem: number }) => s.ordem)).toEqual([1, 2, 3, 4, 5]);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      ordem: 1,
      titulo: 'Boas-vindas!',
      descricao: expect.stringContaining('voluntária, gratuita e confidencial'),
      imagem: expect.stringMatching(new RegExp(`^/api/Onboarding/${data[0].id}/imagem\\?v=[0-9a-f]{12}$`)),
      nomearquivo: 'boas-vindas.svg',
    });
    expect(data.map((s: { titulo: string }) => s.titulo)).toEqual([
      'Boas-vindas!',
      'Cadastre a sua unidade',
      'Responda aos cinco princípios',
      'Receba os seus relatórios',
      'Melhore a cada ano',
    ]);
  });

  it('follows the order administrators set', async () => {
    const slides = await t.db.select().from(schema.onboarding).orderBy(asc(schema.onboarding.ordem));
    await t.db.update(schema.onboarding).set({ ordem: 10 }).where(eq(schema.onboarding.id, slides[0]!.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/Onboarding' });
    const titulos = res.json().data.map((s: { titulo: string }) => s.titulo);
    expect(titulos.at(-1)).toBe('Boas-vindas!');
    expect(titulos[0]).toBe('Cadastre a sua unidade');
  });
});

describe('GET /api/Onboarding/{id}/imagem', () => {
  it('streams the image with its type, a cache header and a CSP that runs nothing', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/Onboarding' });
    const first = list.json().data[0];
    const res = await t.app.inject({ method: 'GET', url: first.imagem });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.body).toContain('</svg>');
  });

  it('answers 404 for an unknown slide or a missing file', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/Onboarding/99999/imagem' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: 'Imagem não encontrada',
      clientMessage: 'Imagem não encontrada',
      code: 'not_found',
    });

    const [slide] = await t.db.select().from(schema.onboarding).limit(1);
    await t.fileStore.delete(slide!.arquivo);
    const missingFile = await t.app.inject({ method: 'GET', url: `/api/Onboarding/${slide!.id}/imagem` });
    expect(missingFile.statusCode).toBe(404);
    expect(missingFile.body).toBe(unknown.body);
  });

  it('refuses an id that is not a number', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Onboarding/abc/imagem' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ id: 'Identificador inválido' });
  });
});
