import { z } from 'zod';

/** The error envelope every failed call answers with. */
export const errorResponse = z.object({
  error: z.string(),
  clientMessage: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Wraps a payload schema in the success envelope `{ data, message? }`. */
export function dataResponse<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

/** Success envelope that only carries a message. */
export const messageResponse = z.object({ data: z.null(), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** The largest id: PostgreSQL's `integer`, the type of every id column. */
export const ID_MAX = 2_147_483_647;

/** A positive integer id (1..2147483647) sent as a number or a digit string, with one Portuguese message. */
export function idField(message: string) {
  return z.coerce.number({ error: message }).int(message).min(1, message).max(ID_MAX, message);
}

export const idParam = z.object({ id: idField('Identificador inválido') });

/**
 * Options for an object's cross-field refinement so it runs even when a field failed: zod skips it by
 * default, and the form would show its errors in a second pass. The refinement then sees the raw value of
 * a failed field, so it must check types before comparing.
 */
export const comOutrosErros = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** The refusal of a text with control characters (NUL, escape...) or broken Unicode. */
export const MENSAGEM_CARACTERES_INVALIDOS = 'O texto contém caracteres não permitidos.';

// Control characters, NUL included (PostgreSQL refuses NUL in text; the rest has no place in a form
// field), and lone UTF-16 surrogates (not Unicode: they would be stored as U+FFFD). Multi-line texts
// keep tab and line breaks.
const CONTROLES = /[\p{Cc}\p{Cs}]/u;
const CONTROLES_MULTILINHA = /[^\P{Cc}\t\n\r]|\p{Cs}/u;

/**
 * The base of every text a request carries (body, query or path): a string without control
 * characters; `multiline` allows tab and line breaks.
 */
export function textField(params: { error?: string; multiline?: boolean } = {}) {
  const proibidos = params.multiline ? CONTROLES_MULTILINHA : CONTROLES;
  return z
    .string(params.error === undefined ? undefined : { error: params.error })
    .refine((v) => !proibidos.test(v), { message: MENSAGEM_CARACTERES_INVALIDOS, abort: true });
}

/** Required trimmed text with a Portuguese message when missing. */
export function requiredText(message: string, max = 255) {
  return textField({ error: message }).trim().min(1, message).max(max, `Use no máximo ${max} caracteres`);
}

export const emailField = textField({ error: 'Informe o e-mail' })
  .trim()
  .min(1, 'Informe o e-mail')
  .max(254, 'E-mail muito longo')
  .pipe(z.email({ error: 'Informe um e-mail válido' }))
  .transform((v) => v.toLowerCase());

/**
 * The error statuses a route declares, all with the error envelope: `errorStatuses(400, 401, 404)`
 * gives `{ 400: errorResponse, 401: errorResponse, 404: errorResponse, 500: errorResponse }`
 * (500 is always there: every route may fail).
 */
export function errorStatuses<const S extends readonly number[]>(...statuses: S) {
  const out = { 500: errorResponse } as Record<S[number] | 500, typeof errorResponse>;
  for (const s of statuses) (out as Record<number, typeof errorResponse>)[s] = errorResponse;
  return out;
}

/** Largest page size a list accepts. */
export const PAGE_SIZE_MAX = 100;

/**
 * Page, size, sort and free-text search of a server-driven list, as query parameters (strings in
 * the URL, coerced). `page` starts at 1; a page past the end answers an empty list, not an error.
 */
export function paginationQuery<const S extends readonly [string, ...string[]]>(
  sortFields: S,
  defaults: { sort: S[number]; pageSize?: number },
) {
  const pagina = 'Página inválida';
  return z.object({
    page: z.coerce.number({ error: pagina }).int(pagina).min(1, pagina).max(ID_MAX, pagina).default(1),
    pageSize: z.coerce
      .number({ error: 'Tamanho de página inválido' })
      .int('Tamanho de página inválido')
      .min(1, 'Tamanho de página inválido')
      .max(PAGE_SIZE_MAX, `Use no máximo ${PAGE_SIZE_MAX} itens por página`)
      .default(defaults.pageSize ?? 50),
    sort: z.enum(sortFields, { error: 'Ordenação inválida' }).default(defaults.sort),
    order: z.enum(['asc', 'desc'], { error: 'Direção de ordenação inválida' }).default('asc'),
    q: textField({ error: 'Busca inválida' }).trim().max(120, 'Use no máximo 120 caracteres').optional(),
  });
}

/** The page facts every paginated answer carries. */
export const pageInfo = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfo>;

/** Success envelope of a server-driven list: `{ data: { items, pagination } }`. */
export function paginated<T extends z.ZodType>(item: T) {
  return dataResponse(z.object({ items: z.array(item), pagination: pageInfo }));
}
