import { useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '../lib/after-next-paint';

/**
 * Its children, rendered in a task of their own once the page around them has painted: for parts
 * that are not the first thing read (a footer), so the first render is shorter (issue 14). In a
 * background tab, where frames wait, a timer brings them anyway.
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterNextPaint(() => setReady(true)), []);
  return ready ? children : null;
}
