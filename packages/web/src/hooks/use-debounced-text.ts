import { useEffect, useRef, useState } from 'react';

const DEBOUNCE_MS = 300;

/**
 * The text of a search box bound to a committed value (the URL's `?q=`): typing shows at once and
 * commits 300 ms after the last key; `commitNow` skips the wait (Enter, the clear button).
 */
export function useDebouncedText(value: string, onCommit: (text: string) => void) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back/forward navigation or "clear filters" changed the committed value: show it.
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
