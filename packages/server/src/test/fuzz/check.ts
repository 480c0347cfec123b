import { errorMessage, isErrorCode, type Language } from '@bayan/shared';
import type { Received } from './send.js';

/**
 * What every answer must be: no 5xx, and every 4xx the error shape {code, message, details?}
 * with the catalogue's message for that code in the request's language. Returns the problem, if any.
 */
export function problemWith(res: Received, lang: Language): string | null {
  if (res.status >= 500) return `answered ${res.status}: ${res.body.slice(0, 300)}`;
  if (res.status < 400) return null;
  if (!res.contentType.startsWith('application/json')) return `${res.status} with content type "${res.contentType}"`;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `${res.status} with a body that is not JSON: ${res.body.slice(0, 200)}`;
  }
  const { code, message, details, ...extra } = body as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string')
    return `${res.status} without {code, message}: ${res.body.slice(0, 200)}`;
  if (Object.keys(extra).length > 0) return `${res.status} with unexpected fields ${Object.keys(extra).join(', ')}`;
  if (details !== undefined && !Array.isArray(details)) return `${res.status} with details that are not a list`;
  if (!isErrorCode(code)) return `${res.status} with code ${code}, which the catalogue does not know`;
  const expected = errorMessage(code, lang);
  if (message !== expected)
    return `${res.status} ${code}: message "${message}" is not the ${lang} catalogue's "${expected}"`;
  return null;
}
