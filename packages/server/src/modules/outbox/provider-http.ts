import { ProviderError } from './delivery.js';

export interface ProviderAnswer {
  status: number;
  /** The body as JSON, or undefined when it is not JSON. */
  json: unknown;
  text: string;
}

/** How a request that got no answer failed, in words for the outbox row. */
function unanswered(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return `no answer: ${cause?.code ?? cause?.message ?? String(error)}`;
}

/** The first 300 characters of an answer, on one line, for a reason that quotes it. */
export const excerpt = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300);

/**
 * POSTs to a provider's API. Whatever may pass on a later attempt is a temporary ProviderError: no
 * answer in time, a network failure, a 5xx, a 429 (the provider's rate limit). Any other answer is
 * returned for the adapter to read: its documented success, or its refusal.
 */
export async function postToProvider(
  url: string,
  request: { headers: Record<string, string>; body: string },
  timeoutMs: number,
): Promise<ProviderAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, { method: 'POST', redirect: 'error', signal, ...request });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw new ProviderError(unanswered(error, timeoutMs), false);
  }
  if (status === 429 || status >= 500) throw new ProviderError(`HTTP ${status}: ${excerpt(text)}`, false);
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    json = undefined;
  }
  return { status, json, text };
}

/** A refusal: no retry. */
export const refused = (reason: string) => new ProviderError(reason, true);
