import { z } from 'zod';
import { textField } from './common.ts';

/** Characters of a verification code: no 0/O, 1/I/L, so it reads and types without ambiguity. */
export const ALFABETO_COMPROVANTE = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Letters and digits of a verification code (shown grouped XXXX-XXXX-XXXX). */
export const TAMANHO_CODIGO_COMPROVANTE = 12;

/**
 * Normalizes a typed verification code to its stored form 'XXXX-XXXX-XXXX' (upper case, any
 * separators ignored); null when it cannot be a code.
 */
export function normalizarCodigoComprovante(valor: string): string | null {
  const limpo = valor.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (limpo.length !== TAMANHO_CODIGO_COMPROVANTE) return null;
  for (const c of limpo) if (!ALFABETO_COMPROVANTE.includes(c)) return null;
  return limpo.match(/.{4}/g)!.join('-');
}

/** GET Comprovante/{codigo}: a malformed code answers like an unknown one (404). */
export const comprovanteParams = z.object({
  codigo: textField().trim().min(1, 'Informe o código').max(40, 'Código inválido'),
});

/** The public confirmation of a proof of filling: no scores, no e-mail, no document numbers. */
export const comprovanteVerificado = z.object({
  valido: z.literal(true),
  codigo: z.string(),
  /** Unit name. */
  unidade: z.string(),
  municipio: z.string(),
  uf: z.string(),
  /** Owner's name. */
  proprietario: z.string(),
  /** Edition year. */
  ano: z.number(),
  /** ISO date-time the questionnaire was finished. */
  finalizadoem: z.string(),
});
export type ComprovanteVerificado = z.infer<typeof comprovanteVerificado>;

/** The form of the public verification page. */
export const comprovanteForm = z.object({
  codigo: textField()
    .trim()
    .min(1, 'Informe o código do comprovante')
    .refine((v) => normalizarCodigoComprovante(v) !== null, 'Código inválido. Use o formato XXXX-XXXX-XXXX.'),
});
export type ComprovanteForm = z.infer<typeof comprovanteForm>;
