import { describe, expect, it } from 'vitest';
import {
  adminApoioBody,
  adminEstruturaBody,
  adminIndicadorInput,
  MENSAGEM_TEXTO_VALIDO,
  proximoPeso,
} from './admin-guia.ts';

const nivel = (peso: number) => ({ peso, descricao: `Nível ${peso}` });

describe('proximoPeso', () => {
  it('is the previous weight plus 1, wrapping to 0 after 5, and 1 for the first level', () => {
    expect(proximoPeso(undefined)).toBe(1);
    expect([0, 1, 2, 3, 4, 5].map(proximoPeso)).toEqual([1, 2, 3, 4, 5, 0]);
  });
});

describe('adminIndicadorInput', () => {
  it('names a repeated weight in the same pass as a title of the wrong type', () => {
    const r = adminIndicadorInput.safeParse({ titulo: 42, categorias: [2, 2], niveis: [nivel(1), nivel(1)] });
    expect(r.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'categorias',
      'niveis.1.peso',
      'titulo',
    ]);
  });
  it('refuses an indicator without levels, with duplicate weights or weights out of 0-5', () => {
    const base = { titulo: 'Indicador', niveis: [nivel(1)] };
    expect(adminIndicadorInput.safeParse(base).success).toBe(true);
    const semNivel = adminIndicadorInput.safeParse({ ...base, niveis: [] });
    expect(semNivel.error?.issues[0]?.message).toBe('Cadastre ao menos um nível');
    const repetido = adminIndicadorInput.safeParse({ ...base, niveis: [nivel(1), nivel(1)] });
    expect(repetido.error?.issues[0]).toMatchObject({
      path: ['niveis', 1, 'peso'],
      message: 'Dois níveis com o mesmo peso',
    });
    expect(adminIndicadorInput.safeParse({ ...base, niveis: [nivel(6)] }).success).toBe(false);
    expect(adminIndicadorInput.safeParse({ ...base, niveis: [nivel(-1)] }).success).toBe(false);
    expect(adminIndicadorInput.safeParse({ ...base, niveis: [0, 1, 2, 3, 4, 5].map(nivel) }).success).toBe(
      true,
    );
  });

  it("refuses blank titles with 'Preencha um texto válido'", () => {
    const r = adminEstruturaBody.safeParse({
      versao: 1,
      criterios: [{ titulo: '  ', indicadores: [{ titulo: '', niveis: [{ peso: 1, descricao: ' ' }] }] }],
    });
    const mensagens = r.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(mensagens).toEqual([
      ['criterios.0.titulo', MENSAGEM_TEXTO_VALIDO],
      ['criterios.0.indicadores.0.titulo', MENSAGEM_TEXTO_VALIDO],
      ['criterios.0.indicadores.0.niveis.0.descricao', MENSAGEM_TEXTO_VALIDO],
    ]);
  });
});

describe('adminEstruturaBody (the spec: an array of criteria)', () => {
  const criterio = {
    titulo: 'Gestão',
    indicadores: [{ titulo: 'Água', niveis: [{ peso: 1, descricao: 'x' }] }],
  };

  it('accepts the bare array, as the GET answers it (extra fields ignored), and the object form', () => {
    const r = adminEstruturaBody.safeParse([{ ...criterio, id: 3, number: '1.1', codigo: 1 }]);
    expect(r.success).toBe(true);
    expect(r.data).toEqual([
      {
        id: 3,
        titulo: 'Gestão',
        descricao: '',
        indicadores: [expect.objectContaining({ titulo: 'Água', categorias: [] })],
      },
    ]);
    expect(adminEstruturaBody.safeParse({ versao: 2, criterios: [criterio] }).success).toBe(true);
    expect(adminEstruturaBody.safeParse({ criterios: [] }).success).toBe(true);
  });

  it('names the field of a bad criterion in the array, and refuses what is neither form', () => {
    const r = adminEstruturaBody.safeParse([{ ...criterio, titulo: ' ' }]);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['0.titulo', MENSAGEM_TEXTO_VALIDO],
    ]);
    expect(adminEstruturaBody.safeParse('x').error?.issues[0]?.message).toBe(
      'Envie a lista de critérios do princípio',
    );
  });
});

describe('adminApoioBody', () => {
  it('accepts http(s) URLs only', () => {
    const body = (url: string) => ({ indicador_id: 1, titulo: 'Cartilha', url, categoria_id: 6 });
    expect(adminApoioBody.safeParse(body('https://example.org/cartilha.pdf')).success).toBe(true);
    expect(adminApoioBody.safeParse(body('http://example.org')).success).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.org',
      'example.org',
      'file:///etc/passwd',
    ]) {
      expect(adminApoioBody.safeParse(body(url)).success, url).toBe(false);
    }
  });
});
