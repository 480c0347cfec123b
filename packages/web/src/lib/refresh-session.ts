import { DEFAULT_LANGUAGE, AUTH_ROUTES } from '@bayan/shared';
import { withBase } from '../config/base-path';
import i18n from '../i18n/i18n';
import { saveSession } from './session';
import { readStored } from './storage';

export type RefreshOutcome = 'renewed' | 'failed' | 'offline';

/** How long to wait for the tab that won a concurrent refresh to store its new tokens. */
const CONFLICT_WAIT_MS = 3000;
const CONFLICT_POLL_MS = 100;

let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * One refresh at a time: every call that got a 401 while a refresh runs waits for that one
 * (the server rotates the refresh token on every use, so a second call would be a reuse).
 */
export function refreshSession(): Promise<RefreshOutcome> {
  inFlight ??= renew().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function renew(): Promise<RefreshOutcome> {
  const sent = readStored('refresh_token');
  if (!sent) return 'failed';
  let response: Response;
  try {
    response = await fetch(withBase(AUTH_ROUTES['auth.refresh'].path), {
      method: AUTH_ROUTES['auth.refresh'].method,
      headers: {
        Accept: 'application/json',
        'Accept-Language': i18n.resolvedLanguage ?? DEFAULT_LANGUAGE,
        Authorization: `Bearer ${sent}`,
      },
    });
  } catch {
    return 'offline';
  }
  if (response.ok) {
    // The schema (zod) is fetched here, not with the first page: a refresh is rare (issue 14).
    const [{ parseTokens }, body] = await Promise.all([import('./parse-tokens'), response.json().catch(() => null)]);
    const tokens = parseTokens(body);
    if (!tokens) return 'failed';
    saveSession(tokens);
    return 'renewed';
  }
  // 409 AUTH_REFRESH_CONFLICT: another tab used the same token a moment ago and is storing the new pair.
  if (response.status === 409) return waitForOtherTab(sent);
  return 'failed';
}

async function waitForOtherTab(sent: string): Promise<RefreshOutcome> {
  const deadline = Date.now() + CONFLICT_WAIT_MS;
  while (Date.now() < deadline) {
    const stored = readStored('refresh_token');
    if (stored === null) return 'failed';
    if (stored !== sent) return 'renewed';
    await new Promise((resolve) => setTimeout(resolve, CONFLICT_POLL_MS));
  }
  return 'failed';
}
