import { describe, expect, it } from 'vitest';
import { backoff, parseEvents } from './sse';

describe('server-sent events', () => {
  it('reads named events, skips comments and keeps an unfinished event for the next chunk', () => {
    const events: [string, string][] = [];
    const rest = parseEvents(
      ': connected\n\nevent: notification\ndata: {"id":1}\n\n: heartbeat\n\nevent: notification\ndata: {"id"',
      (event, data) => events.push([event, data]),
    );
    expect(events).toEqual([['notification', '{"id":1}']]);
    expect(rest).toBe('event: notification\ndata: {"id"');
    parseEvents(`${rest}:2}\r\n\r\n`, (event, data) => events.push([event, data]));
    expect(events.at(-1)).toEqual(['notification', '{"id":2}']);
  });

  it('waits longer after each failure, up to 30 s', () => {
    expect(backoff(1)).toBeLessThanOrEqual(1000);
    expect(backoff(3)).toBeGreaterThanOrEqual(3000);
    expect(backoff(20)).toBeLessThanOrEqual(30_000);
    expect(backoff(20)).toBeGreaterThanOrEqual(22_500);
  });
});
