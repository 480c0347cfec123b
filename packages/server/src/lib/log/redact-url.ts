/** What a secret or a personal value in a logged URL is replaced with. */
export const REDACTED = '[redacted]';

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
  'appointment-links',
  'calendar-feeds',
]);

/**
 * A segment that looks like a bearer secret on its own: 32 or more URL-safe characters (our tokens
 * are 43, file keys 32, JWTs longer) or dot-separated like a JWT.
 */
const TOKEN_LIKE = /^(?:[A-Za-z0-9_-]{32,}|[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}(?:\.[A-Za-z0-9_-]*)?)$/;

/**
 * The path segments a log may show, everything else is `[redacted]`: a route's or a page's own words
 * (`api`, `undo-change`, `document.pdf`), a pubkey (22 base64url characters), a serial id (up to 9
 * digits: a national ID number or a phone number has 10 or more), a built asset (`Tooltip-B--d82TY.js`).
 * A name, an email, a phone number or anything percent-encoded (Arabic text) is none of these.
 */
const SAFE_SEGMENT = [
  /^[a-z][a-z0-9]*(?:[-_.][a-z0-9]+)*$/,
  /^[A-Za-z0-9_-]{22}$/,
  /^\d{1,9}$/,
  /^[A-Za-z0-9_-]+\.(?:js|css|map|svg|png|jpe?g|webp|ico|woff2?|ttf|txt|json|html|webmanifest)$/,
];

/** A query parameter's name as a client of ours writes it (`q`, `ageMin`, `sort`, `ids[]`); not a value. */
const SAFE_NAME = /^[A-Za-z_][A-Za-z0-9_.[\]-]{0,39}$/;

function safeSegment(segment: string, previous: string): string {
  if (!segment) return segment;
  if (SECRET_BEFORE.has(previous.toLowerCase()) || TOKEN_LIKE.test(segment)) return REDACTED;
  return SAFE_SEGMENT.some((safe) => safe.test(segment)) ? segment : REDACTED;
}

function redactPath(path: string): string {
  const segments = path.split('/');
  return segments.map((segment, i) => safeSegment(segment, segments[i - 1] ?? '')).join('/');
}

/** The query's parameter names, in order, without a single value: `q=x&page=2` → `q&page`. */
function queryNames(query: string): string {
  return query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = safeDecode(eq < 0 ? pair : pair.slice(0, eq));
      return SAFE_NAME.test(name) ? name : REDACTED;
    })
    .join('&');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * A request URL fit for the logs: the path with its secret and personal segments replaced by
 * `[redacted]`, and the names of the query parameters, never their values
 * (`/api/users?q=1012345672&page=2` → `/api/users?q&page`). Works on the raw (still encoded) URL;
 * a fragment never reaches a server.
 */
export function redactUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const q = url.indexOf('?');
  if (q < 0) return redactPath(url);
  const names = queryNames(url.slice(q + 1));
  return names ? `${redactPath(url.slice(0, q))}?${names}` : redactPath(url.slice(0, q));
}

/** A URL with a query written into free text (`Route GET:/api/x?q=1 not found`, `in "/api/x?q=1" (GET)`). */
const URL_IN_TEXT = /\/[^\s"'`<>()?]*\?[^\s"'`<>()]*/g;

/**
 * A log message or an error message with every URL in it that has a query redacted as above, so that
 * the lines Fastify writes itself (a URL in its message) carry no query value either.
 */
export function redactUrlsIn(text: string): string {
  return text.includes('?') ? text.replace(URL_IN_TEXT, (url) => redactUrl(url) ?? url) : text;
}
