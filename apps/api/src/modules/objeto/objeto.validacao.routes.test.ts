import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { CAR_MT, post, produtor, totalObjetos } from './objeto.test-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/Objeto', () => {
  it('requires the producer fields for category 6', async () => {
    const user = await createUser(t);
    const res = await post(
      t,
      user,
      produtor({
        car: '',
        atividade_id: null,
        sistemaadotado_id: '',
        area: '',
        areaPasto: null,
        rebanho: undefined,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Verifique os campos destacados.',
      clientMessage: 'Verifique os campos destacados.',
      code: 'validation_error',
      fields: {
        car: 'Informe o recibo do CAR',
        atividade_id: 'Escolha o ciclo da atividade',
        sistemaadotado_id: 'Escolha o sistema adotado',
        area: 'Informe a área total',
        areaPasto: 'Informe a área de pasto',
        rebanho: 'Informe o rebanho',
      },
    });
    expect(await totalObjetos(t)).toBe(0);
  });

  it.each([
    ['an invalid CAR', { car: 'MT-123-ABC' }, 'car', 'Recibo CAR inválido'],
    ['a CAR in lowercase', { car: CAR_MT.toLowerCase() }, 'car', 'Recibo CAR inválido'],
    [
      'a name over 100 characters',
      { nomeunidade: 'F'.repeat(101) },
      'nomeunidade',
      'O nome deve ter no máximo 100 caracteres',
    ],
    ['an empty name', { nomeunidade: '   ' }, 'nomeunidade', 'Informe o nome da unidade'],
    ['an area with three decimals', { area: 12.505 }, 'area', 'Área total: use no máximo 2 casas decimais'],
    [
      'an area with an English decimal point',
      { area: '1250.5' },
      'area',
      'Área total: use vírgula para os decimais e ponto só para milhares (ex.: 1250,5 ou 1.250)',
    ],
    [
      'a herd with decimals',
      { rebanho: '12,5' },
      'rebanho',
      'Rebanho: use um número inteiro, sem casas decimais',
    ],
    [
      'a non-numeric herd',
      { rebanho: 'muitos' },
      'rebanho',
      'Rebanho: use só números, com vírgula para os decimais (ex.: 1.250,5)',
    ],
    ['a negative pasture area', { areaPasto: -1 }, 'areaPasto', 'Área de pasto não pode ser negativo'],
    [
      'a pasture larger than the area',
      { area: 10, areaPasto: 20 },
      'areaPasto',
      'A área de pasto não pode ser maior que a área total',
    ],
    ['an unknown UF', { uf: 'XX' }, 'uf', 'Escolha o estado'],
    [
      'a badly typed state registration',
      { inscricao_estadual: '123' },
      'inscricao_estadual',
      'Inscrição estadual inválida: use 99.999.999-99',
    ],
    ['an invalid CNPJ', { cnpj: '11.222.333/0001-82' }, 'cnpj', 'CNPJ inválido'],
  ])('refuses %s with its message in fields', async (_case, override, field, message) => {
    const user = await createUser(t);
    const res = await post(t, user, produtor(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: message,
      clientMessage: message,
      code: 'validation_error',
      fields: { [field]: message },
    });
    expect(await totalObjetos(t)).toBe(0);
  });
});
