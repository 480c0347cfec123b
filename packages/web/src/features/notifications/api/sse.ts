/**
 * Splits server-sent-event text (text/event-stream) into events, calling `emit` for each one
 * that carries data; returns the unfinished tail to prepend to the next chunk. Comment lines
 * (": heartbeat") are skipped.
 */
export function parseEvents(buffer: string, emit: (event: string, data: string) => void): string {
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) emit(event, data.join('\n'));
  }
  return rest;
}

/** Resolves after `ms`, or at once when `signal` aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

const MAX_DELAY_MS = 30_000;

/** After a failure: 1, 2, 4 … 30 s, with jitter so many tabs do not all come back at once. */
export function backoff(failures: number): number {
  const base = Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.75 + Math.random() / 4));
}
