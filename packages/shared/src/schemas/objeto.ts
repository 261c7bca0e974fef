import { z } from 'zod';
import { CATEGORIA_PRODUTOR_RURAL, NOME_UNIDADE_MAX, UF_SIGLAS } from '../constants.ts';
import { isValidCar, normalizeCar } from '../validation/car.ts';
import { isValidCnpj } from '../validation/cnpj.ts';
import { onlyDigits } from '../validation/digits.ts';
import { isValidInscricaoEstadual } from '../validation/inscricao-estadual.ts';
import { comOutrosErros, idField, textField } from './common.ts';
import { numeroBrOpcional } from './numero.ts';

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** Areas (ha) are stored with two decimals. */
export const AREA_CASAS_DECIMAIS = 2;
/** The largest area accepted, in hectares (the column holds up to 10 digits before the comma). */
export const AREA_MAX = 1_000_000_000;

/** An id chosen from a list, sent as a number or a digit string; empty means null. */
const optionalInt = (label: string, max = 2_000_000_000) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : emptyToNull(v)),
    z.coerce
      .number({ error: `${label} deve ser um número` })
      .int(`${label} deve ser um número inteiro`)
      .min(0, `${label} não pode ser negativo`)
      .max(max, `${label} muito grande`)
      .nullable(),
  );

/** POST Objeto / PUT Objeto/{id}: the unit write fields of the spec. */
export const objetoBody = z
  .object({
    categoria_id: idField('Escolha a categoria'),
    nomeunidade: textField({ error: 'Informe o nome da unidade' })
      .trim()
      .min(1, 'Informe o nome da unidade')
      .max(NOME_UNIDADE_MAX, `O nome deve ter no máximo ${NOME_UNIDADE_MAX} caracteres`),
    uf: z.enum(UF_SIGLAS, { error: 'Escolha o estado' }),
    cidade: z.coerce
      .number({ error: 'Escolha a cidade' })
      .int('Escolha a cidade')
      .min(1_000_000, 'Escolha a cidade')
      .max(9_999_999, 'Escolha a cidade'),
    inscricao_estadual: z.preprocess(
      emptyToNull,
      textField()
        .trim()
        .refine(isValidInscricaoEstadual, 'Inscrição estadual inválida: use 99.999.999-99')
        .transform(onlyDigits)
        .nullable(),
    ),
    car: z.preprocess(
      (v) => (typeof v === 'string' ? (normalizeCar(v) === '' ? null : normalizeCar(v)) : emptyToNull(v)),
      textField().refine(isValidCar, 'Recibo CAR inválido').nullable(),
    ),
    cnpj: z.preprocess(
      emptyToNull,
      textField().trim().refine(isValidCnpj, 'CNPJ inválido').transform(onlyDigits).nullable(),
    ),
    atividade_id: optionalInt('Ciclo da atividade'),
    sistemaadotado_id: optionalInt('Sistema adotado'),
    // Hectares keep two decimals ('1.250,5'); the herd is counted in whole heads.
    area: numeroBrOpcional({ rotulo: 'Área total', casasDecimais: AREA_CASAS_DECIMAIS, max: AREA_MAX }),
    areaPasto: numeroBrOpcional({
      rotulo: 'Área de pasto',
      casasDecimais: AREA_CASAS_DECIMAIS,
      max: AREA_MAX,
    }),
    rebanho: numeroBrOpcional({ rotulo: 'Rebanho' }),
    zonapecuaria: z.preprocess(emptyToNull, textField().trim().max(100).nullable()),
  })
  // Runs with the field errors (comOutrosErros): the form shows every error in one pass.
  .superRefine((v, ctx) => {
    if (v.categoria_id !== CATEGORIA_PRODUTOR_RURAL) return;
    const required: [keyof typeof v, string][] = [
      ['car', 'Informe o recibo do CAR'],
      ['atividade_id', 'Escolha o ciclo da atividade'],
      ['sistemaadotado_id', 'Escolha o sistema adotado'],
      ['area', 'Informe a área total'],
      ['areaPasto', 'Informe a área de pasto'],
      ['rebanho', 'Informe o rebanho'],
    ];
    for (const [field, message] of required) {
      if (v[field] === null || v[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message });
    }
    if (typeof v.area === 'number' && typeof v.areaPasto === 'number' && v.areaPasto > v.area) {
      ctx.addIssue({
        code: 'custom',
        path: ['areaPasto'],
        message: 'A área de pasto não pode ser maior que a área total',
      });
    }
  }, comOutrosErros)
  .transform((v) =>
    v.categoria_id === CATEGORIA_PRODUTOR_RURAL
      ? v
      : // The category-6 fields are disabled for other categories: never stored for them.
        {
          ...v,
          car: null,
          atividade_id: null,
          sistemaadotado_id: null,
          area: null,
          areaPasto: null,
          rebanho: null,
        },
  );
export type ObjetoBody = z.input<typeof objetoBody>;
export type ObjetoInput = z.output<typeof objetoBody>;

/** A unit as its owner reads it. */
export const objeto = z.object({
  id: z.number(),
  usuario_id: z.number(),
  nomeunidade: z.string(),
  categoria_id: z.number(),
  categoria: z.string(),
  sigla: z.string(),
  cor: z.string(),
  uf: z.string(),
  cidade: z.number(),
  cidadeNome: z.string(),
  endereco: z.string(),
  inscricao_estadual: z.string().nullable(),
  car: z.string().nullable(),
  cnpj: z.string().nullable(),
  atividade_id: z.number().nullable(),
  atividade: z.string().nullable(),
  sistemaadotado_id: z.number().nullable(),
  sistemaadotado: z.string().nullable(),
  area: z.number().nullable(),
  areapasto: z.number().nullable(),
  rebanho: z.number().nullable(),
  zonapecuaria: z.string().nullable(),
  /** Filling progress of the current edition, 0..100. */
  percentual: z.number(),
  criadoEm: z.string(),
});
export type Objeto = z.infer<typeof objeto>;

export const objetoSearchQuery = z.object({
  busca: textField().trim().max(100, 'Busca muito longa').optional(),
});

/** GET Objeto/{id}: `user_id` reads the unit on behalf of its owner (administrators). */
export const objetoDetailQuery = z.object({ user_id: idField('Usuário inválido').optional() });
