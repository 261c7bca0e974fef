import {
  AREA_CASAS_DECIMAIS,
  CATEGORIA_PRODUTOR_RURAL,
  escreverNumeroBr,
  formatCnpj,
  formatInscricaoEstadual,
  type Objeto,
  type ObjetoInput,
  objetoBody,
} from '@guia/shared';

/**
 * What the unit form holds while it is filled: strings as typed. The numbers too stay text until the shared
 * contract reads them the Brazilian way ('1.250,5'), so nothing typed is ever silently reinterpreted.
 */
export interface ObjetoFormValues {
  categoria_id: string;
  nomeunidade: string;
  uf: string;
  cidade: string;
  inscricao_estadual: string;
  cnpj: string;
  car: string;
  atividade_id: string;
  sistemaadotado_id: string;
  area: string;
  areaPasto: string;
  rebanho: string;
  zonapecuaria: string;
}

export type ObjetoField = keyof ObjetoFormValues;

export const STEP_FIELDS: [ObjetoField[], ObjetoField[]] = [
  ['categoria_id', 'nomeunidade', 'uf', 'cidade'],
  [
    'inscricao_estadual',
    'cnpj',
    'car',
    'atividade_id',
    'sistemaadotado_id',
    'area',
    'areaPasto',
    'rebanho',
    'zonapecuaria',
  ],
];

/** The fields only a rural producer (category 6) fills; disabled and not sent for the others. */
export const PRODUTOR_FIELDS: ObjetoField[] = [
  'car',
  'atividade_id',
  'sistemaadotado_id',
  'area',
  'areaPasto',
  'rebanho',
];

export const emptyObjetoValues: ObjetoFormValues = {
  categoria_id: '',
  nomeunidade: '',
  uf: '',
  cidade: '',
  inscricao_estadual: '',
  cnpj: '',
  car: '',
  atividade_id: '',
  sistemaadotado_id: '',
  area: '',
  areaPasto: '',
  rebanho: '',
  zonapecuaria: '',
};

const str = (v: number | string | null) => (v === null ? '' : String(v));

/** The numeric fields of the form and the decimals each keeps (areas in ha, the herd in whole heads). */
export const NUMERO_FIELDS = [
  { field: 'area', casasDecimais: AREA_CASAS_DECIMAIS },
  { field: 'areaPasto', casasDecimais: AREA_CASAS_DECIMAIS },
  { field: 'rebanho', casasDecimais: 0 },
] as const;

const numero = (v: number | null, casasDecimais: number) =>
  v === null ? '' : escreverNumeroBr(v, casasDecimais);

/** A stored unit as form values (edit). */
export function objetoToFormValues(o: Objeto): ObjetoFormValues {
  return {
    categoria_id: String(o.categoria_id),
    nomeunidade: o.nomeunidade,
    uf: o.uf,
    cidade: String(o.cidade),
    inscricao_estadual: o.inscricao_estadual ? formatInscricaoEstadual(o.inscricao_estadual) : '',
    cnpj: o.cnpj ? formatCnpj(o.cnpj) : '',
    car: o.car ?? '',
    atividade_id: str(o.atividade_id),
    sistemaadotado_id: str(o.sistemaadotado_id),
    area: numero(o.area, AREA_CASAS_DECIMAIS),
    areaPasto: numero(o.areapasto, AREA_CASAS_DECIMAIS),
    rebanho: numero(o.rebanho, 0),
    zonapecuaria: o.zonapecuaria ?? '',
  };
}

export function isProdutor(values: Pick<ObjetoFormValues, 'categoria_id'>): boolean {
  return Number(values.categoria_id) === CATEGORIA_PRODUTOR_RURAL;
}

/**
 * Validates with the shared contract (the server's own rules and messages). For other categories
 * the producer fields are left out, so a value typed before the category changed never blocks.
 */
export function validateObjeto(values: ObjetoFormValues): {
  errors: Record<string, string>;
  body?: ObjetoInput;
} {
  const input: Record<string, unknown> = { ...values };
  if (!isProdutor(values)) for (const f of PRODUTOR_FIELDS) input[f] = '';
  const result = objetoBody.safeParse(input);
  if (result.success) return { errors: {}, body: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/** Which step holds the first of these errors (0 or 1), or null when there is none we know. */
export function stepOfFirstError(errors: Record<string, unknown>): 0 | 1 | null {
  for (const step of [0, 1] as const) {
    if (STEP_FIELDS[step].some((f) => errors[f])) return step;
  }
  return null;
}

/** The first field with an error, in screen order. */
export function firstErrorField(errors: Record<string, unknown>): ObjetoField | undefined {
  return [...STEP_FIELDS[0], ...STEP_FIELDS[1]].find((f) => errors[f]);
}
