/** What a secret in a logged URL is replaced with. */
export const REDACTED = '[redacted]';

/** Query parameters whose value is a secret, whatever the route (`token`, `access_token`, `otp`…). */
const SECRET_QUERY = /token|secret|password|passwd|otp|code|key|signature|sig$|auth|session|hash/i;

/** Path segments after which the next segment is a secret (`/reset-password/{token}`, `/undo/{token}`). */
const SECRET_BEFORE = new Set([
  'reset-password',
  'reset',
  'confirm-email',
  'account-verification',
  'verify',
  'verify-email',
  'confirm',
  'undo',
  'undo-change',
  'token',
  'tokens',
]);

/**
 * A segment that looks like a bearer secret on its own: 32 or more URL-safe characters (our tokens
 * are 43, file keys 32, JWTs longer) or dot-separated like a JWT. Public ids (22 characters) stay.
 */
const TOKEN_LIKE = /^(?:[A-Za-z0-9_-]{32,}|[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}(?:\.[A-Za-z0-9_-]*)?)$/;

function redactPath(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, i) => {
      const previous = (segments[i - 1] ?? '').toLowerCase();
      return segment && (SECRET_BEFORE.has(previous) || TOKEN_LIKE.test(segment)) ? REDACTED : segment;
    })
    .join('/');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return TOKEN_LIKE.test(pair) ? REDACTED : pair;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      return SECRET_QUERY.test(safeDecode(name)) || TOKEN_LIKE.test(value) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A request URL fit for the logs: secret path segments and query values replaced by `[redacted]`,
 * the rest kept for debugging. Works on the raw (still encoded) URL; a fragment never reaches a server.
 */
export function redactUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const q = url.indexOf('?');
  return q < 0 ? redactPath(url) : `${redactPath(url.slice(0, q))}?${redactQuery(url.slice(q + 1))}`;
}
