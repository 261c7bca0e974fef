import { describe, expect, it } from 'vitest';
import { CATEGORIAS } from '../reference-data.ts';
import { PRINCIPIOS_PRIMEIRA_EDICAO } from './index.ts';
import type { CategoriaId, IndicadorSeed, PrincipioSeed } from './types.ts';

const principios = PRINCIPIOS_PRIMEIRA_EDICAO;
const indicadores = principios.flatMap((p) => p.criterios.flatMap((c) => c.indicadores));
const aplicaveis = (categoria: CategoriaId, p?: PrincipioSeed): IndicadorSeed[] =>
  (p ? p.criterios.flatMap((c) => c.indicadores) : indicadores).filter((i) =>
    i.categorias.includes(categoria),
  );
const urls = [
  ...indicadores.flatMap((i) => i.apoio.map((a) => a.url)),
  ...principios.flatMap((p) => [...p.orientacao.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '')),
];

describe('questionário da primeira edição', () => {
  it('has the five principles in order, with the spec icons', () => {
    expect(principios.map((p) => [p.codigo, p.titulo, p.icone])).toEqual([
      [1, 'Gestão', 'icn-principio-1'],
      [2, 'Comunidades', 'icn-principio-2'],
      [3, 'Trabalhadores', 'icn-principio-3'],
      [4, 'Meio Ambiente', 'icn-principio-4'],
      [5, 'Cadeia de Valor', 'icn-principio-5'],
    ]);
    for (const p of principios) {
      expect(p.subtitulo.trim(), p.titulo).not.toBe('');
      expect(p.descricao.trim(), p.titulo).not.toBe('');
      expect(p.orientacao, p.titulo).toMatch(/<a href="https:\/\//);
    }
  });

  it('gives the rural producer at least 35 indicators, spread as planned across the principles', () => {
    const minimo: Record<number, number> = { 1: 5, 2: 5, 3: 7, 4: 9, 5: 9 };
    for (const p of principios) {
      expect(aplicaveis(6, p).length, p.titulo).toBeGreaterThanOrEqual(minimo[p.codigo] ?? 0);
    }
    expect(aplicaveis(6).length).toBeGreaterThanOrEqual(35);
  });

  it('gives every other category at least 20 indicators, with every principle present', () => {
    for (const categoria of [1, 2, 3, 4, 5] as const) {
      expect(aplicaveis(categoria).length, `categoria ${categoria}`).toBeGreaterThanOrEqual(20);
      for (const p of principios) {
        expect(aplicaveis(categoria, p).length, `categoria ${categoria}, ${p.titulo}`).toBeGreaterThan(0);
      }
    }
  });

  it('numbers criteria and indicators consistently', () => {
    for (const p of principios) {
      p.criterios.forEach((c, ci) => {
        expect(c.codigo).toBe(ci + 1);
        expect(c.titulo).toBe(`Critério ${p.codigo}.${c.codigo}`);
        expect(c.descricao.trim()).not.toBe('');
        expect(c.indicadores.length, c.titulo).toBeGreaterThan(0);
        c.indicadores.forEach((i, ii) => {
          expect(i.sequencia, i.codigo).toBe(ii + 1);
          expect(i.codigo).toBe(`${p.codigo}.${c.codigo}.${i.sequencia}`);
        });
      });
    }
    const codigos = indicadores.map((i) => i.codigo);
    expect(new Set(codigos).size).toBe(codigos.length);
  });

  it('has one to five maturity levels with strictly increasing weights and at most one "não se aplica"', () => {
    for (const i of indicadores) {
      const na = i.niveis.filter((n) => n.peso === 0);
      const maturidade = i.niveis.filter((n) => n.peso !== 0).map((n) => n.peso);
      expect(na.length, i.codigo).toBeLessThanOrEqual(1);
      if (na[0]) expect(na[0].descricao, i.codigo).toMatch(/^Não se aplica/);
      expect(maturidade.length, i.codigo).toBeGreaterThanOrEqual(1);
      expect(maturidade.length, i.codigo).toBeLessThanOrEqual(5);
      for (const peso of maturidade) {
        expect(peso, i.codigo).toBeGreaterThanOrEqual(1);
        expect(peso, i.codigo).toBeLessThanOrEqual(5);
      }
      maturidade.slice(1).forEach((peso, k) => {
        expect(peso, i.codigo).toBeGreaterThan(maturidade[k] ?? 0);
      });
      const descricoes = i.niveis.map((n) => n.descricao.trim());
      expect(
        descricoes.every((d) => d.length > 0),
        i.codigo,
      ).toBe(true);
      expect(new Set(descricoes).size, i.codigo).toBe(descricoes.length);
    }
  });

  it('follows the landing page maturity steps: level 1 is interest, level 5 is monitoring and sharing', () => {
    for (const i of indicadores) {
      const nivel = (peso: number) => i.niveis.find((n) => n.peso === peso)?.descricao ?? '';
      expect(nivel(1), i.codigo).toMatch(/interesse/);
      expect(nivel(3), i.codigo).toMatch(/^Come(cei|çamos)/);
      expect(nivel(5), i.codigo).toMatch(/^Além/);
    }
  });

  it('lists only known categories, at least one per indicator, and support material within them', () => {
    const conhecidas = new Set<number>(CATEGORIAS.map((c) => c.id));
    for (const i of indicadores) {
      expect(i.categorias.length, i.codigo).toBeGreaterThan(0);
      expect(new Set(i.categorias).size, i.codigo).toBe(i.categorias.length);
      for (const c of i.categorias) expect(conhecidas.has(c), i.codigo).toBe(true);
      for (const a of i.apoio) {
        for (const c of a.categorias ?? []) expect(i.categorias, `${i.codigo} ${a.titulo}`).toContain(c);
      }
    }
  });

  it('has guidance, evidence examples and support material on every indicator', () => {
    for (const i of indicadores) {
      expect(i.titulo.trim(), i.codigo).not.toBe('');
      expect(i.possuiorientacao, i.codigo).toBe(i.orientacao.trim().length > 0);
      expect(i.possuievidencia, i.codigo).toBe(Boolean(i.exemploevidencia?.trim()));
      expect(i.possuievidencia, i.codigo).toBe(true);
      expect(i.apoio.length, i.codigo).toBeGreaterThan(0);
      for (const a of i.apoio) expect(a.titulo.trim(), i.codigo).not.toBe('');
    }
  });

  it('has indicators answered with a share, and says in the guidance what the share measures', () => {
    const comPercentual = indicadores.filter((i) => i.possuipercentual);
    expect(comPercentual.length).toBeGreaterThanOrEqual(3);
    expect(aplicaveis(6).some((i) => i.possuipercentual)).toBe(true);
    for (const i of comPercentual) expect(i.orientacao, i.codigo).toMatch(/No campo de percentual/);
  });

  it('uses only https links', () => {
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/);
      expect(() => new URL(url)).not.toThrow();
    }
  });
});
