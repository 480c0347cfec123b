/**
 * The constraint a statement broke, when its SQLSTATE is `sqlState` (23505 unique, 23503 foreign
 * key…), however the driver wrapped the error: drizzle puts node-postgres' or PGlite's in `cause`.
 * Undefined for any other failure.
 */
export function violatedConstraint(error: unknown, sqlState: string): string | undefined {
  for (let e: unknown = error, depth = 0; typeof e === 'object' && e !== null && depth < 5; depth += 1) {
    const { code, constraint, message, cause } = e as Record<string, unknown>;
    if (code === sqlState) {
      if (typeof constraint === 'string') return constraint;
      return /constraint "([^"]+)"/.exec(String(message))?.[1] ?? /"([^"]+)"/.exec(String(message))?.[1];
    }
    e = cause;
  }
  return undefined;
}
