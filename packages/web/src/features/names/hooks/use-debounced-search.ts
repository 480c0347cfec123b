import { useEffect, useRef, useState } from 'react';

const DEBOUNCE_MS = 300;

/**
 * The text of a search field bound to a committed value (the URL's `?q=`): typing shows at once
 * and commits 300 ms after the last key; `commitNow` skips the wait (Enter, clear button).
 */
export function useDebouncedSearch(value: string, onCommit: (q: string) => void) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back/forward navigation changes the committed value under us: show what it says.
  if (value !== synced) {
    setSynced(value);
    if (value !== text.trim()) setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onCommit(next.trim()), delay);
  };

  return {
    text,
    type: (next: string) => {
      setText(next);
      commit(next, DEBOUNCE_MS);
    },
    commitNow: (next: string) => {
      setText(next);
      commit(next, 0);
    },
  };
}
