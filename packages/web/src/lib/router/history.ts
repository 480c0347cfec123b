import { createPath, type Path } from './path';

/** The address on screen, as the browser has it (base path included), with what the navigation carried. */
export interface HistoryLocation extends Path {
  /** The `state` a navigation passed, kept with the history entry (null when none). */
  state: unknown;
  /** New at each push or replace, the same again when the entry is returned to ('default' for the first). */
  key: string;
}

/** Where the router reads and writes addresses: the browser's history, or a list in memory (tests). */
export interface History {
  readonly location: HistoryLocation;
  push(path: Path, state?: unknown): void;
  replace(path: Path, state?: unknown): void;
  go(delta: number): void;
  /** Called after every change (the app's own at once, back and forward on popstate). */
  listen(listener: () => void): () => void;
}

export const createKey = (): string => Math.random().toString(36).slice(2, 10);

/** What the router keeps in `history.state`: react-router's names, so entries written before it still read. */
interface EntryState {
  usr?: unknown;
  key?: string;
}

export function createBrowserHistory(): History {
  let listener: (() => void) | null = null;
  const notify = () => listener?.();
  function write(replace: boolean, path: Path, state: unknown) {
    const entry: EntryState = { usr: state, key: createKey() };
    const url = createPath(path);
    if (replace) window.history.replaceState(entry, '', url);
    else {
      try {
        window.history.pushState(entry, '', url);
      } catch (error) {
        // A state that cannot be stored is the caller's error; any other refusal (Safari's limit
        // on pushes) still gets to the page, with a full load.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        window.location.assign(url);
        return;
      }
    }
    notify();
  }
  return {
    get location() {
      const entry = window.history.state as EntryState | null;
      const { pathname, search, hash } = window.location;
      return { pathname, search, hash, state: entry?.usr || null, key: entry?.key || 'default' };
    },
    push: (path, state) => write(false, path, state),
    replace: (path, state) => write(true, path, state),
    go: (delta) => window.history.go(delta),
    listen(next) {
      listener = next;
      window.addEventListener('popstate', notify);
      return () => {
        window.removeEventListener('popstate', notify);
        listener = null;
      };
    },
  };
}
