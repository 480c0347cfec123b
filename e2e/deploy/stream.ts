import { NOTIFICATION_STREAM_EVENT, type Notification } from '@bayan/shared';
import type { Client } from './client.js';

export interface NotificationStream {
  /** Its X-Deploy-Request: which process holds it shows in nginx's log once it is closed. */
  id: string;
  /** Resolves with the first notification `match` accepts, received or yet to come. */
  next(match: (n: Notification) => boolean, timeoutMs: number): Promise<Notification>;
  close(): void;
}

/**
 * GET /api/notifications/stream as the client's account, read as it arrives. The server subscribes
 * before it sends the headers, so whatever is created once this resolves reaches the stream.
 */
export async function openStream(client: Client): Promise<NotificationStream> {
  const controller = new AbortController();
  const { id, response } = await client.raw('GET', '/api/notifications/stream', { signal: controller.signal });
  if (response.status !== 200 || !response.body) throw new Error(`the stream answered ${response.status}`);
  const received: Notification[] = [];
  const waiting = new Set<() => void>();
  void (async () => {
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of response.body!) {
        text += decoder.decode(chunk as Uint8Array, { stream: true });
        let end;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const event = text.slice(0, end);
          text = text.slice(end + 2);
          const data = /^data: (.*)$/m.exec(event)?.[1];
          if (event.startsWith(`event: ${NOTIFICATION_STREAM_EVENT}\n`) && data) {
            received.push(JSON.parse(data) as Notification);
            waiting.forEach((wake) => wake());
          }
        }
      }
    } catch {
      // closed by close()
    }
  })();
  return {
    id,
    next: (match, timeoutMs) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`stream ${id}: no matching notification within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.add(check);
        check();
      }),
    close: () => controller.abort(),
  };
}
