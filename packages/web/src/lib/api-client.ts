import { API_ROUTES, DEFAULT_LANGUAGE, type ErrorBody, type FieldIssue, type RouteKey } from '@bayan/shared';
import i18n from '../i18n/i18n';
import { readStored } from './storage';

/** Spec §8: the text shown when a failure carries no message. */
const FALLBACK_MESSAGE = 'Error !';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: FieldIssue[] | undefined;

  constructor(status: number, body: Partial<ErrorBody>) {
    super(body.message || FALLBACK_MESSAGE);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code ?? 'UNKNOWN';
    this.details = body.details;
  }
}

type QueryValue = string | number | boolean | undefined;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

/** A route of the shared table with its `:params` filled in. */
export function routePath(key: RouteKey, params: Record<string, string | number> = {}): string {
  return API_ROUTES[key].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

function withQuery(path: string, query: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => ({}));
  return new ApiError(response.status, typeof body === 'object' && body !== null ? (body as Partial<ErrorBody>) : {});
}

export async function apiRequest<T>(path: string, { method = 'GET', query, body, signal }: RequestOptions = {}) {
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': i18n.resolvedLanguage ?? DEFAULT_LANGUAGE,
  });
  const token = readStored('token');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    const payload = body === undefined || isForm ? body : JSON.stringify(body);
    response = await fetch(withQuery(path, query), { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, { code: 'NETWORK_ERROR' });
  }
  if (!response.ok) throw await toApiError(response);
  return (response.status === 204 ? undefined : await response.json()) as T;
}
