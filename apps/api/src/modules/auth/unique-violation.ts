/**
 * The name of the unique constraint a failed insert or update violated (PostgreSQL 23505), or null.
 * Drizzle wraps the driver's error in `cause`, so the chain is walked.
 */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505')
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return null;
}
