import { ApiError } from '@/lib/api-client';

/** True for the API's 404: a unit that does not exist and another user's unit look the same. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
