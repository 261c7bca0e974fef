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
