import { pgErrorOf } from '../../db/pg-error.js';

/**
 * True when a statement broke a unique index (PostgreSQL 23505), however the driver wrapped it:
 * two sign-ups or confirmations racing for one email or phone lose with a clear answer, not a 500.
 */
export const isUniqueViolation = (error: unknown): boolean => pgErrorOf(error)?.code === '23505';
