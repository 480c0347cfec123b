/**
 * Rendered public pages kept for a few seconds (issue 30: a page is rendered once however many
 * visitors ask for it at the same moment). An entry is keyed by what the HTML depends on, the
 * address and the language; a render already under way is shared, not repeated; the oldest entry
 * goes past `maxEntries`; `clear()` drops everything (the server calls it after any write).
 */
export interface RenderCache<T> {
  get(key: string, produce: () => Promise<T>): Promise<T>;
  clear(): void;
}

interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

export function createRenderCache<T>({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): RenderCache<T> {
  const entries = new Map<string, Entry<T>>();
  // Bumped by clear(): a render that started before a write is not kept after it.
  let generation = 0;
  return {
    get(key, produce) {
      if (ttlMs <= 0) return produce();
      const found = entries.get(key);
      if (found && found.expires > now()) return found.value;
      entries.delete(key);
      const started = generation;
      const value = produce();
      const entry = { value, expires: Number.POSITIVE_INFINITY };
      entries.set(key, entry);
      const drop = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      value.then(() => (generation === started ? (entry.expires = now() + ttlMs) : drop()), drop);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}
