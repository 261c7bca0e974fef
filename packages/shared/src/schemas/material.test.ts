import { describe, expect, it } from 'vitest';
import { apoioQuery, cortarTexto, MATERIAL_CORTE_DESCRICAO, materialArquivoParams } from './material.ts';

describe('cortarTexto', () => {
  it('keeps a text within the limit as it is', () => {
    expect(cortarTexto('Cartilhas do Guia', MATERIAL_CORTE_DESCRICAO)).toBe('Cartilhas do Guia');
    expect(cortarTexto('a'.repeat(70), 70)).toBe('a'.repeat(70));
  });

  it('crops a longer text to the limit, ellipsis included', () => {
    const cortado = cortarTexto(`${'palavra '.repeat(20)}fim`, 70);
    expect(Array.from(cortado).length).toBeLessThanOrEqual(70);
    expect(cortado.endsWith('…')).toBe(true);
    expect(cortado).not.toMatch(/\s…$/);
  });

  it('counts accented characters and emoji as one character each', () => {
    expect(cortarTexto('ação'.repeat(20), 55)).toHaveLength(55);
    expect(Array.from(cortarTexto('🐄'.repeat(60), 55))).toHaveLength(55);
  });
});

describe('materialArquivoParams', () => {
  const valida = (v: string) => materialArquivoParams.safeParse({ '*': v }).success;

  it('accepts a stored key with folders', () => {
    expect(valida('material/2026/cartilha-gestao.pdf')).toBe(true);
    expect(valida('seed/materiais/1-gestao.pdf')).toBe(true);
  });

  it('refuses traversal, absolute paths, backslashes and empty segments', () => {
    for (const v of [
      '../segredo',
      'material/../../etc/passwd',
      '/etc/passwd',
      'a\\b',
      'a//b',
      '',
      'a/..',
      '.env',
    ]) {
      expect(valida(v), v).toBe(false);
    }
  });
});

describe('apoioQuery', () => {
  it('coerces the category and the principle, and refuses a principle outside 1..5', () => {
    expect(apoioQuery.parse({ categoria_id: '6', principio: '2' })).toEqual({
      categoria_id: 6,
      principio: 2,
    });
    const r = apoioQuery.safeParse({ principio: '9' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Princípio inválido');
  });
});
