import { redactUrlsIn } from './redact-url.js';

/**
 * Errors as the logs may show them: no parameter values of a failed query. drizzle's
 * DrizzleQueryError says "Failed query: …\nparams: <every value>" and carries `params`; the
 * PostgreSQL error under it has `detail` ("Key (email)=(x@y) already exists") and `where`. An
 * allow-list keeps what helps debugging (type, message, stack, SQL state, constraint, the SQL text
 * with its placeholders) and drops everything else, down the `cause` chain.
 */
const KEPT = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
  'errno',
  'syscall',
] as const;

const PARAMS = /\nparams: [\s\S]*$/;

/** A log message without the parameter list drizzle appends to a failed query. */
export function withoutParams(text: string): string {
  return text.replace(PARAMS, '\nparams: [redacted]');
}

/**
 * Text fit for the logs (a log message, an error's message): no parameter list of a failed query,
 * no query value of a URL written into it (Fastify's own messages name the request's URL).
 */
export function safeText(text: string): string {
  return redactUrlsIn(withoutParams(text));
}

export interface SafeError {
  type: string;
  message: string;
  stack: string;
  query?: string;
  cause?: SafeError;
  [key: string]: unknown;
}

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: typeof error === 'string' ? safeText(error) : '', stack: '' };
  }
  const source = error as Error & Record<string, unknown>;
  const message = safeText(error.message);
  // The stack starts with "<name>: <message>": the message with the parameters is cut out of it too.
  const stack = (error.stack ?? '').replace(error.message, message);
  const safe: SafeError = { type: error.constructor.name || error.name, message, stack };
  if (typeof source.query === 'string') safe.query = source.query;
  for (const key of KEPT) {
    const value = source[key];
    if (typeof value === 'string' || typeof value === 'number') safe[key] = value;
  }
  if (source.cause !== undefined && depth < 5) safe.cause = safeError(source.cause, depth + 1);
  return safe;
}
