import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render now: `first` at once, then `step` more in each following
 * task. A grid of cards rendered in one pass was one long task on a phone (issue 14: total
 * blocking time); in slices the first screen shows as soon as its own cards are drawn and no
 * task blocks input for long. Lists that grow (a next page) fill in the same way.
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((count) => count + step), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
