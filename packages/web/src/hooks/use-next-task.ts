import { useEffect, useState } from 'react';

/**
 * The value as it was one task ago: a new value is handed on in a task of its own, after the
 * render that brought it has painted. For the lower parts of a page that a new answer redraws,
 * so one long task becomes two shorter ones (issue 14: total blocking time). Callers compare it
 * with the current value to show their loading state meanwhile, never a stale or empty one.
 */
export function useNextTask<T>(value: T): T {
  const [handed, setHanded] = useState(() => value);
  useEffect(() => {
    if (Object.is(handed, value)) return;
    const timer = setTimeout(() => setHanded(() => value), 0);
    return () => clearTimeout(timer);
  }, [handed, value]);
  return handed;
}
