import { DEFAULT_LANGUAGE, type ErrorBody } from '@bayan/shared';
import { beginLoading, endLoading } from '../components/feedback/loading-store';
import i18n from '../i18n/i18n';
import { ApiError } from './api-client';
import { refreshSession } from './refresh-session';
import { reportSessionEvent } from './session';
import { readStored } from './storage';

type QueryValue = string | number | boolean | undefined;

interface ResponseOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** What the caller wants back: JSON for lists, anything for a file. */
  accept?: string;
}

export function withQuery(path: string, query: ResponseOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

async function get(url: string, { signal, accept = 'application/json' }: ResponseOptions): Promise<Response> {
  const headers = new Headers({ Accept: accept, 'Accept-Language': i18n.resolvedLanguage ?? DEFAULT_LANGUAGE });
  const token = readStored('token');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetch(url, { headers, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, { code: 'NETWORK_ERROR' });
  }
}

/**
 * A GET with the session whose whole response the caller reads: its headers (a list paged by
 * `x-pagination-*`) or its bytes (a CSV or an uploaded file). Like `apiRequest`, it carries the
 * bearer token and the language, renews the tokens once on a 401, raises the global loading flag
 * and turns a failure into an `ApiError` with the server's message.
 */
export async function apiResponse(path: string, options: ResponseOptions = {}): Promise<Response> {
  const url = withQuery(path, options.query);
  beginLoading();
  try {
    let response = await get(url, options);
    if (response.status === 401 && readStored('token')) {
      const outcome = await refreshSession();
      if (outcome === 'offline') throw new ApiError(0, { code: 'NETWORK_ERROR' });
      if (outcome === 'renewed') response = await get(url, options);
      if (outcome === 'failed' || response.status === 401) reportSessionEvent('expired');
    }
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => ({}));
      const error = new ApiError(response.status, typeof body === 'object' && body ? (body as Partial<ErrorBody>) : {});
      if (error.code === 'AUTH_PASSWORD_CHANGE_REQUIRED') reportSessionEvent('password-change-required');
      throw error;
    }
    return response;
  } finally {
    endLoading();
  }
}
