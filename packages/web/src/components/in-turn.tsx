import { useEffect, useState, type ReactNode } from 'react';

/** How many waiting parts render per task: a menu entry costs a few milliseconds on a phone. */
export const PARTS_PER_TASK = 4;

const waiting: Array<() => void> = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function drain() {
  timer = undefined;
  for (const show of waiting.splice(0, PARTS_PER_TASK)) show();
  if (waiting.length > 0) timer = setTimeout(drain, 0);
}

/** Queues `show` behind the parts already waiting; returns what takes it out of the queue. */
function inTurn(show: () => void): () => void {
  waiting.push(show);
  timer ??= setTimeout(drain, 0);
  return () => {
    const at = waiting.indexOf(show);
    if (at >= 0) waiting.splice(at, 1);
  };
}

interface InTurnProps {
  /** While true, the children wait for their turn; once false (the part is needed now), they render at once. */
  wait: boolean;
  children: ReactNode;
}

/**
 * Its children, rendered a few parts per task in the order they asked, while `wait` holds: for
 * many parts nobody sees yet (the closed menu of a phone), which rendered together would make one
 * long task that blocks the page's first taps (issue 14: total blocking time).
 */
export function InTurn({ wait, children }: InTurnProps) {
  const [ready, setReady] = useState(!wait);
  useEffect(() => {
    if (ready || !wait) return;
    return inTurn(() => setReady(true));
  }, [ready, wait]);
  return ready || !wait ? children : null;
}
