/**
 * True when a statement broke a unique index (PostgreSQL 23505), however the driver wrapped it:
 * two sign-ups or confirmations racing for one email or phone lose with a clear answer, not a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
