import { useEffect, useState, type ReactNode } from 'react';

/**
 * How much renders per task, in parts: a menu entry is one (a few milliseconds on a phone), a
 * page's section as much as a task holds.
 */
export const PARTS_PER_TASK = 4;

interface Waiting {
  show: () => void;
  parts: number;
}

const waiting: Waiting[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function drain() {
  timer = undefined;
  let room = PARTS_PER_TASK;
  // The first waiting part however large, then as many as the task still has room for.
  for (let next = waiting[0]; next && (room === PARTS_PER_TASK || next.parts <= room); next = waiting[0]) {
    waiting.shift();
    room -= next.parts;
    next.show();
  }
  if (waiting.length > 0) timer = setTimeout(drain, 0);
}

/** Queues a part behind those already waiting; returns what takes it out of the queue. */
function inTurn(show: () => void, parts: number): () => void {
  const entry = { show, parts };
  waiting.push(entry);
  timer ??= setTimeout(drain, 0);
  return () => {
    const at = waiting.indexOf(entry);
    if (at >= 0) waiting.splice(at, 1);
  };
}

interface InTurnProps {
  /** While true, the children wait for their turn; once false (the part is needed now), they render at once. */
  wait: boolean;
  /** Their cost in parts (PARTS_PER_TASK fill a task): 1 by default. */
  parts?: number;
  children: ReactNode;
}

/**
 * Its children, rendered a few parts per task in the order they asked, while `wait` holds: for
 * many parts nobody sees yet (the closed menu of a phone), which rendered together would make one
 * long task that blocks the page's first taps (issue 14: total blocking time).
 */
export function InTurn({ wait, parts = 1, children }: InTurnProps) {
  const [ready, setReady] = useState(!wait);
  useEffect(() => {
    if (ready || !wait) return;
    return inTurn(() => setReady(true), parts);
  }, [ready, wait, parts]);
  return ready || !wait ? children : null;
}
