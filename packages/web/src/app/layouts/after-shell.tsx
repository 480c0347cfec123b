import { useLayoutEffect, useState, type ReactNode } from 'react';

let inFirstRender = false;

/**
 * Runs the app's first render (main.tsx): while it runs, AfterShell defers what it wraps.
 */
export function renderFirst(render: () => void): void {
  inFirstRender = true;
  try {
    render();
  } finally {
    inFirstRender = false;
  }
}

/**
 * The page inside a layout, drawn in the task right after the layout's own in the app's first
 * render, and at once in any later one (a navigation). Its timer is set as the first render
 * commits, before the frame, so the page usually joins the same first paint: one long task
 * becomes two (issue 14: total blocking time; the header alone was a third of it on a phone).
 * Nothing below the page waits on it to be placed (footers come after the page's paint), so
 * nothing moves when it arrives.
 */
export function AfterShell({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(!inFirstRender);
  useLayoutEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready ? children : null;
}
