import { DEFAULT_LANGUAGE, type ApiRoute, type ErrorBody, type FieldIssue } from '@bayan/shared';
import { beginLoading, endLoading } from '../components/feedback/loading-store';
import { withBase } from '../config/base-path';
import i18n from '../i18n/i18n';
import { sendRequest } from './api-transport';
import { refreshSession } from './refresh-session';
import { reportSessionEvent } from './session';
import { readStored } from './storage';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: FieldIssue[] | undefined;

  constructor(status: number, body: Partial<ErrorBody>) {
    // The server's message (written for users, in their language), or ours when there is none.
    super(body.message || i18n.t(fallbackMessage(status)));
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code ?? 'UNKNOWN';
    this.details = body.details;
  }

  /** As the server writes it into a rendered page's state (entry-server.tsx): a 404 survives hydration. */
  toJSON(): SerializedApiError {
    return { apiError: this.status, code: this.code, message: this.message, details: this.details };
  }

  /** `JSON.parse`'s reviver: a serialized error becomes an ApiError again (app/server-state.ts). */
  static revive(this: void, _key: string, value: unknown): unknown {
    if (!isSerialized(value)) return value;
    return new ApiError(value.apiError, { code: value.code, message: value.message, details: value.details });
  }
}

/** The page's own data is missing: an unknown record (404), or an address no key could be (the API's 400). */
export const isMissing = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

interface SerializedApiError {
  apiError: number;
  code: string;
  message: string;
  details: FieldIssue[] | undefined;
}

const isSerialized = (value: unknown): value is SerializedApiError =>
  typeof value === 'object' && value !== null && typeof (value as { apiError?: unknown }).apiError === 'number';

/**
 * What to say when the answer carries no message of ours: offline (no answer at all), the
 * service not answering (a gateway, a 5xx), or a plain 'something went wrong'.
 */
function fallbackMessage(status: number) {
  if (status === 0) return 'feedback.offline' as const;
  return status >= 500 ? ('feedback.unavailable' as const) : ('feedback.error' as const);
}

/** Our `{code,message}` error shape; anything else (a proxy's HTML page, a stack trace) is never shown as is. */
function isErrorBody(body: unknown): body is Partial<ErrorBody> {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message } = body as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string';
}

type QueryValue = string | number | boolean | undefined;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** A call made without the session (login, register, reset…): no bearer token, no refresh on 401. */
  anonymous?: boolean;
  /** What the caller wants back: JSON, or anything for a file. */
  accept?: string;
  /** More headers, e.g. an `Idempotency-Key` that makes a retried create harmless. */
  headers?: Record<string, string>;
  /** Outlives the page (a save sent as the tab closes); the body must stay under 64 KiB. */
  keepalive?: boolean;
}

/**
 * A route with its `:params` filled in. Each caller imports its own module's routes
 * (`AUTH_ROUTES['auth.login']`, …), never the whole permission map, so a page's script carries
 * only the routes it calls (issue 14).
 */
export function routePath(route: Pick<ApiRoute, 'path'>, params: Record<string, string | number> = {}): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

function withQuery(path: string, query: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  if (isErrorBody(body)) return new ApiError(response.status, body);
  // Not ours (a gateway's page, a bare 500, a stack trace): only the status speaks, in our words.
  return new ApiError(response.status, {});
}

/** One HTTP exchange; the token is read at send time, so a retry carries the renewed one. */
async function send(
  path: string,
  {
    method = 'GET',
    query,
    body,
    signal,
    anonymous,
    accept = 'application/json',
    headers: extra,
    keepalive,
  }: RequestOptions,
) {
  const headers = new Headers({
    ...extra,
    Accept: accept,
    'Accept-Language': i18n.resolvedLanguage ?? DEFAULT_LANGUAGE,
  });
  const token = anonymous ? null : readStored('token');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
  try {
    const payload = body === undefined || isForm ? body : JSON.stringify(body);
    const response = await sendRequest(withBase(withQuery(path, query)), {
      method,
      headers,
      body: payload,
      signal,
      ...(keepalive ? { keepalive } : {}),
    });
    return { response, token };
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, { code: 'NETWORK_ERROR' });
  }
}

/**
 * A 401 on a call made with the session renews the tokens once (shared by concurrent calls)
 * and repeats the call; when that is not possible the session ends (spec §8, PRODUCT §5).
 */
async function sendWithSession(path: string, options: RequestOptions): Promise<Response> {
  const first = await send(path, options);
  if (first.response.status !== 401 || !first.token) return first.response;
  const stored = readStored('token');
  // Another call or tab may have renewed the tokens while this one was on the wire.
  const outcome = stored === null ? 'failed' : stored !== first.token ? 'renewed' : await refreshSession();
  if (outcome === 'offline') throw new ApiError(0, { code: 'NETWORK_ERROR' });
  if (outcome === 'failed') {
    reportSessionEvent('expired');
    return first.response;
  }
  const retry = await send(path, options);
  if (retry.response.status === 401) reportSessionEvent('expired');
  return retry.response;
}

/**
 * A call whose whole response the caller reads: its headers (a list paged by `x-pagination-*`)
 * or its bytes (a CSV or an uploaded file). It carries the bearer token and the language, renews
 * the tokens once on a 401, raises the global loading flag and turns a failure into an `ApiError`
 * with the server's message.
 */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  beginLoading();
  try {
    const response = await sendWithSession(path, options);
    if (!response.ok) {
      const error = await toApiError(response);
      if (error.code === 'AUTH_PASSWORD_CHANGE_REQUIRED') reportSessionEvent('password-change-required');
      if (error.code === 'AUTH_PHONE_VERIFICATION_REQUIRED') reportSessionEvent('phone-verification-required');
      if (error.code === 'AUTH_TOTP_ENROLMENT_REQUIRED') reportSessionEvent('totp-enrolment-required');
      throw error;
    }
    return response;
  } finally {
    endLoading();
  }
}

/** A call answered with JSON (or nothing: 202 and 204 answers may or may not carry a body). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const text = await (await apiResponse(path, options)).text();
  return (text ? JSON.parse(text) : undefined) as T;
}
