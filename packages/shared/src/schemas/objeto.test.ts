import { describe, expect, it } from 'vitest';
import { objetoBody } from './objeto.ts';

const car = 'MT-5103403-0A1B2C3D4E5F6A7B8C9D0E1F2A3B4C5D';
const produtor = {
  categoria_id: 6,
  nomeunidade: 'Fazenda Boa Vista',
  uf: 'MT',
  cidade: 5103403,
  inscricao_estadual: '13.123.456-78',
  car: `  ${car} `,
  atividade_id: '1',
  sistemaadotado_id: 2,
  area: '1200',
  areaPasto: 800,
  rebanho: '950',
};

function fieldErrors(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('objetoBody', () => {
  it('parses a category-6 unit: integers, trimmed CAR, digits-only registration', () => {
    expect(objetoBody.parse(produtor)).toMatchObject({
      car,
      inscricao_estadual: '1312345678',
      atividade_id: 1,
      area: 1200,
      rebanho: 950,
    });
  });
  it('requires the category-6 fields', () => {
    const r = objetoBody.safeParse({
      ...produtor,
      car: '',
      atividade_id: '',
      sistemaadotado_id: null,
      area: '',
      areaPasto: '',
      rebanho: '',
    });
    expect(fieldErrors(r)).toEqual({
      car: 'Informe o recibo do CAR',
      atividade_id: 'Escolha o ciclo da atividade',
      sistemaadotado_id: 'Escolha o sistema adotado',
      area: 'Informe a área total',
      areaPasto: 'Informe a área de pasto',
      rebanho: 'Informe o rebanho',
    });
  });
  it("says 'Recibo CAR inválido' for a malformed receipt", () => {
    expect(fieldErrors(objetoBody.safeParse({ ...produtor, car: 'MT-123-ABC' }))).toEqual({
      car: 'Recibo CAR inválido',
    });
  });
  it('rejects a pasture area larger than the total, non-integers and a long name', () => {
    expect(fieldErrors(objetoBody.safeParse({ ...produtor, areaPasto: 5000 }))).toEqual({
      areaPasto: 'A área de pasto não pode ser maior que a área total',
    });
    expect(fieldErrors(objetoBody.safeParse({ ...produtor, rebanho: '12,5' }))).toHaveProperty('rebanho');
    expect(fieldErrors(objetoBody.safeParse({ ...produtor, nomeunidade: 'x'.repeat(101) }))).toEqual({
      nomeunidade: 'O nome deve ter no máximo 100 caracteres',
    });
  });
  it('reads areas and herd the Brazilian way, and refuses what it cannot read without guessing', () => {
    expect(
      objetoBody.parse({ ...produtor, area: '1250,5', areaPasto: '1.000', rebanho: '3.400' }),
    ).toMatchObject({ area: 1250.5, areaPasto: 1000, rebanho: 3400 });
    expect(objetoBody.parse({ ...produtor, area: 1250.5, areaPasto: 800.25 })).toMatchObject({
      area: 1250.5,
      areaPasto: 800.25,
    });
    expect(fieldErrors(objetoBody.safeParse({ ...produtor, area: '1250.5' }))).toEqual({
      area: 'Área total: use vírgula para os decimais e ponto só para milhares (ex.: 1250,5 ou 1.250)',
    });
    expect(fieldErrors(objetoBody.safeParse({ ...produtor, area: 1250.555 }))).toEqual({
      area: 'Área total: use no máximo 2 casas decimais',
    });
    expect(fieldErrors(objetoBody.safeParse({ ...produtor, rebanho: '12,5' }))).toEqual({
      rebanho: 'Rebanho: use um número inteiro, sem casas decimais',
    });
    expect(fieldErrors(objetoBody.safeParse({ ...produtor, areaPasto: 'muito' }))).toEqual({
      areaPasto: 'Área de pasto: use só números, com vírgula para os decimais (ex.: 1.250,5)',
    });
    expect(fieldErrors(objetoBody.safeParse({ ...produtor, area: true }))).toEqual({
      area: 'Área total deve ser um número',
    });
  });
  it('other categories need only the general fields and never keep the category-6 ones', () => {
    const out = objetoBody.parse({
      categoria_id: 2,
      nomeunidade: 'Frigorífico',
      uf: 'GO',
      cidade: 5208707,
      area: 10,
    });
    expect(out).toMatchObject({ car: null, area: null, rebanho: null, atividade_id: null });
  });
  it('gives every error in one pass: a failed general field does not hide the category-6 rules', () => {
    const r = objetoBody.safeParse({
      ...produtor,
      nomeunidade: '',
      cidade: 'x',
      car: '',
      rebanho: '',
      area: '100',
      areaPasto: '200',
    });
    expect(fieldErrors(r)).toEqual({
      nomeunidade: 'Informe o nome da unidade',
      cidade: 'Escolha a cidade',
      car: 'Informe o recibo do CAR',
      rebanho: 'Informe o rebanho',
      areaPasto: 'A área de pasto não pode ser maior que a área total',
    });
    // A malformed value is named once, by its own rule, not also as missing.
    expect(fieldErrors(objetoBody.safeParse({ ...produtor, nomeunidade: '', area: 'muito' }))).toEqual({
      nomeunidade: 'Informe o nome da unidade',
      area: 'Área total: use só números, com vírgula para os decimais (ex.: 1.250,5)',
    });
  });
  it('names the missing general fields', () => {
    expect(Object.keys(fieldErrors(objetoBody.safeParse({})))).toEqual(
      expect.arrayContaining(['categoria_id', 'nomeunidade', 'uf', 'cidade']),
    );
  });
});
