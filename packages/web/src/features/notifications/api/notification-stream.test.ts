import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_STREAM_EVENT } from '@bayan/shared';
import { followNotifications } from './notification-stream';

vi.mock('../../../lib/storage', () => ({ readStored: () => 'a-token' }));
vi.mock('../../../lib/refresh-session', () => ({ refreshSession: async () => 'failed' }));
vi.mock('../../../lib/session', () => ({ reportSessionEvent: () => undefined }));
vi.mock('../../../i18n/i18n', () => ({ default: { resolvedLanguage: 'ar' } }));

/** A stream that sends `chunks`, then stays open until the test aborts. */
function streamOf(chunks: string[], signal: AbortSignal): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('following the live notifications', () => {
  it('has the count re-read as soon as the first stream opens, not only after a break', async () => {
    // A notification created after the bell's first count but before the server subscribed is in
    // neither: only a re-read once the stream is open brings it in.
    const controller = new AbortController();
    vi.stubGlobal('fetch', async () => streamOf([': connected\n\n'], controller.signal));
    const opened = vi.fn();
    const following = followNotifications({ onNotification: vi.fn(), onOpened: opened }, controller.signal);
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    controller.abort();
    await following;
  });

  it('passes on each notification event and skips what is not one', async () => {
    const controller = new AbortController();
    const notification = {
      id: 7,
      title: 'مرحبا',
      description: 'نص',
      link: null,
      seen: false,
      createdAt: '2026-11-25T08:00:00.000Z',
    };
    const events = [
      ': connected\n\n',
      `event: ${NOTIFICATION_STREAM_EVENT}\ndata: not json\n\n`,
      `event: other\ndata: {}\n\n`,
      `event: ${NOTIFICATION_STREAM_EVENT}\ndata: ${JSON.stringify(notification)}\n\n`,
    ];
    vi.stubGlobal('fetch', async () => streamOf(events, controller.signal));
    const received = vi.fn();
    const following = followNotifications({ onNotification: received, onOpened: vi.fn() }, controller.signal);
    await vi.waitFor(() => expect(received).toHaveBeenCalledWith(notification));
    expect(received).toHaveBeenCalledTimes(1);
    controller.abort();
    await following;
  });
});
