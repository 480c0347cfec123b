import type { Clock } from './clock.js';

/**
 * `load`'s answer, kept for `ttlMs` of `clock`'s time: callers meanwhile share it (one load
 * however many ask at once), and a load that fails is not kept, so the next caller tries again.
 */
export function cachedFor<T>(ttlMs: number, clock: Clock, load: () => Promise<T>): () => Promise<T> {
  let kept: { until: number; value: Promise<T> } | undefined;
  return () => {
    const now = clock.now().getTime();
    if (kept && now < kept.until) return kept.value;
    const entry = { until: now + ttlMs, value: load() };
    kept = entry;
    entry.value.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return entry.value;
  };
}
