export interface PgError {
  /** The SQLSTATE: 23505 unique, 23503 foreign key, 23P01 exclusion, 40P01 deadlock… */
  code: string;
  constraint: string | undefined;
}

/**
 * The PostgreSQL error behind a failed statement, however it was wrapped: drizzle puts the
 * driver's error (node-postgres or PGlite, both carrying `code` and `constraint`) in `cause`.
 */
export function pgErrorOf(error: unknown): PgError | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === 'string') return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    current = cause;
  }
  return undefined;
}
