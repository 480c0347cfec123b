import { LRUCache } from 'lru-cache';

/**
 * Rendered public pages kept for a few seconds (issue 30: a page is rendered once however many
 * visitors ask for it at the same moment). An entry is keyed by what the HTML depends on, the
 * address and the language; a render already under way is shared, not repeated; the least recently
 * used entry goes past `maxEntries`; `clear()` drops everything (the server calls it after any write).
 */
export interface RenderCache<T> {
  get(key: string, produce: () => Promise<T>): Promise<T>;
  clear(): void;
}

/** lru-cache keeps no undefined or null: a page the browser renders (null) is kept in a box. */
interface Kept<T> {
  value: T;
}

/**
 * lru-cache's `fetch()` shares the render under way and drops a failed one. `clear()` aborts the
 * renders under way; `ignoreFetchAbort` lets their visitors still get their page, and lru-cache
 * keeps it only while its slot still holds that render: a page begun before a write is served to
 * whoever asked for it, and not kept after the write.
 */
export function createRenderCache<T>({
  ttlMs,
  maxEntries,
  now,
}: {
  ttlMs: number;
  maxEntries: number;
  /** The clock, for tests; performance.now() otherwise. */
  now?: () => number;
}): RenderCache<T> {
  const cache = new LRUCache<string, Kept<T>, () => Promise<T>>({
    max: maxEntries,
    ttl: Math.max(ttlMs, 1),
    // The clock is read at each look-up rather than once per millisecond (a few pages, a cheap read).
    ttlResolution: 0,
    ...(now && { perf: { now } }),
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
  });
  return {
    async get(key, produce) {
      // lru-cache reads a ttl of 0 as "for ever": with no time to keep a page, every visitor's is rendered.
      if (ttlMs <= 0) return produce();
      const kept = await cache.fetch(key, { context: produce });
      return kept!.value;
    },
    clear() {
      cache.clear();
    },
  };
}
