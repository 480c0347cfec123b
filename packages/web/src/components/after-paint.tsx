import { useEffect, useState, type ReactNode } from 'react';

/**
 * Its children, rendered in a task of their own once the page around them has painted: for parts
 * that are not the first thing read (a footer), so the first render is shorter (issue 14). In a
 * background tab, where frames wait, a timer brings them anyway.
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setReady(true), 0);
    };
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(show) : undefined;
    const fallback = setTimeout(show, 100);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(fallback);
      clearTimeout(timer);
    };
  }, []);
  return ready ? children : null;
}
