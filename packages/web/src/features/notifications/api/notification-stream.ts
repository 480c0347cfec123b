import { DEFAULT_LANGUAGE, NOTIFICATION_STREAM_EVENT, type Notification, NOTIFICATIONS_ROUTES } from '@bayan/shared';
import { withBase } from '../../../config/base-path';
import i18n from '../../../i18n/i18n';
import { refreshSession } from '../../../lib/refresh-session';
import { reportSessionEvent } from '../../../lib/session';
import { readStored } from '../../../lib/storage';
import { isNotification } from './notification-guard';
import { backoff, parseEvents, pause } from './sse';

export interface StreamHandlers {
  onNotification: (notification: Notification) => void;
  /**
   * The stream is open (the server has subscribed): whatever arrived before, between the count's
   * first read and this subscription or during a break, must be re-read.
   */
  onOpened: () => void;
}

type Outcome = 'ended' | 'failed' | 'unauthorized' | 'signed-out';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * One connection to GET /api/notifications/stream. EventSource cannot send the bearer header,
 * so the stream is read with fetch(). It stays out of the global loading flag: it never ends.
 */
async function readOnce(handlers: StreamHandlers, onOpen: () => void, signal: AbortSignal): Promise<Outcome> {
  const token = readStored('token');
  if (!token) return 'signed-out';
  let response: Response;
  try {
    response = await fetch(withBase(NOTIFICATIONS_ROUTES['notifications.stream'].path), {
      headers: {
        Accept: 'text/event-stream',
        'Accept-Language': i18n.resolvedLanguage ?? DEFAULT_LANGUAGE,
        Authorization: `Bearer ${token}`,
      },
      cache: 'no-store',
      signal,
    });
  } catch {
    return 'failed';
  }
  if (response.status === 401) return readStored('token') === token ? 'unauthorized' : 'ended';
  if (!response.ok || !response.body) return 'failed';
  onOpen();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'ended';
      buffer = parseEvents(buffer + value, (event, data) => {
        if (event !== NOTIFICATION_STREAM_EVENT) return;
        const notification = parseJson(data);
        if (isNotification(notification)) handlers.onNotification(notification);
      });
    }
  } catch {
    // The connection dropped after it had opened: come back soon, as after a normal end.
    return 'ended';
  }
}

/**
 * Follows the caller's live notifications until `signal` aborts: reconnects with back-off after
 * failures, soon after a normal end (the server closes a stream after 15 minutes), renews the
 * access token on a 401, and stops when the session is gone.
 */
export async function followNotifications(handlers: StreamHandlers, signal: AbortSignal): Promise<void> {
  let failures = 0;
  const onOpen = () => {
    handlers.onOpened();
    failures = 0;
  };
  while (!signal.aborted) {
    const outcome = await readOnce(handlers, onOpen, signal);
    if (signal.aborted || outcome === 'signed-out') return;
    if (outcome === 'unauthorized') {
      const renewed = await refreshSession();
      if (renewed === 'failed') return reportSessionEvent('expired');
    }
    if (outcome !== 'ended') failures += 1;
    await pause(outcome === 'ended' ? 1000 : backoff(failures), signal);
  }
}
