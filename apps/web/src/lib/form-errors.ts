import type { UseFormReturnType } from '@mantine/form';
import { ApiError } from './api-client';

/** Puts the server's per-field messages on the form; returns the general message to toast. */
export function applyServerErrors<T>(form: UseFormReturnType<T>, error: unknown): string {
  if (error instanceof ApiError) {
    if (Object.keys(error.fields).length > 0) form.setErrors(error.fields);
    return error.message;
  }
  return 'Não foi possível completar a operação. Tente novamente.';
}

/**
 * The message to show for a failed call: the server's own for a 4xx, the client's for a dropped
 * connection (status 0), else `generica` (a 5xx never shows its internals).
 */
export function mensagemDeErro<G extends string | null>(error: unknown, generica: G): string | G {
  if (error instanceof ApiError && error.status < 500) return error.message;
  return generica;
}
