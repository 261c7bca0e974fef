import { z } from 'zod';
import { MENSAGENS_IDEMPOTENCIA } from '../idempotencia-chave.ts';

/** The header's value: a UUID (any version), compared in lower case. */
export const idempotencyKey = z
  .string({ error: MENSAGENS_IDEMPOTENCIA.chaveInvalida })
  .trim()
  .toLowerCase()
  .pipe(z.uuid({ error: MENSAGENS_IDEMPOTENCIA.chaveInvalida }));
