/** What a PostgreSQL error may say in a log: its SQLSTATE and the names of what it concerns, never values. */
export interface DatabaseErrorInfo {
  /** SQLSTATE, e.g. '23505'. */
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The PostgreSQL error inside a driver or Drizzle error (Drizzle wraps it in `cause`, with the
 * query and its parameters), reduced to names; null when the error did not come from PostgreSQL.
 * pg and PGlite both report `severity` beside the SQLSTATE, which tells them from Node's own codes.
 */
export function databaseError(error: unknown): DatabaseErrorInfo | null {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const c = current as Record<string, unknown>;
    if (typeof c.code === 'string' && SQLSTATE.test(c.code) && typeof c.severity === 'string') {
      const info: DatabaseErrorInfo = { code: c.code };
      for (const key of ['constraint', 'table', 'column'] as const) {
        if (typeof c[key] === 'string') info[key] = c[key];
      }
      return info;
    }
    current = c.cause;
  }
  return null;
}

/** Whether the error is PostgreSQL's foreign-key violation (23503) of the named constraint. */
export function isForeignKeyViolation(error: unknown, constraint: string): boolean {
  const info = databaseError(error);
  return info?.code === '23503' && info.constraint === constraint;
}
