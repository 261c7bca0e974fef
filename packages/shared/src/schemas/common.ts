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

/** A positive integer id sent as a number or a digit string, with one Portuguese message. */
export function idField(message: string) {
  return z.coerce.number({ error: message }).int(message).positive(message);
}

export const idParam = z.object({ id: idField('Identificador inválido') });

/** Required trimmed text with a Portuguese message when missing. */
export function requiredText(message: string, max = 255) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Use no máximo ${max} caracteres`);
}

export const emailField = z
  .string({ error: 'Informe o e-mail' })
  .trim()
  .min(1, 'Informe o e-mail')
  .max(254, 'E-mail muito longo')
  .pipe(z.email({ error: 'Informe um e-mail válido' }))
  .transform((v) => v.toLowerCase());
