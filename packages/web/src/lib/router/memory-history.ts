import type { History, HistoryLocation } from './history';
import { createKey } from './history';
import { parsePath, type Path } from './path';

/** A history kept in a list (tests, rendering without a browser), starting on the last of `initialEntries`. */
export function createMemoryHistory(initialEntries: readonly string[] = ['/']): History {
  const entry = (path: Partial<Path>, state: unknown, key: string): HistoryLocation => ({
    pathname: '/',
    search: '',
    hash: '',
    ...path,
    state: state ?? null,
    key,
  });
  const entries = initialEntries.map((path, index) =>
    entry(parsePath(path), null, index === 0 ? 'default' : createKey()),
  );
  let index = entries.length - 1;
  let listener: (() => void) | null = null;
  return {
    get location() {
      return entries[index] as HistoryLocation;
    },
    push(path, state) {
      index += 1;
      entries.splice(index, entries.length, entry(path, state, createKey()));
      listener?.();
    },
    replace(path, state) {
      entries[index] = entry(path, state, createKey());
      listener?.();
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      listener?.();
    },
    listen(next) {
      listener = next;
      return () => {
        listener = null;
      };
    },
  };
}
