/**
 * Calls `task` once the browser is idle, or after `timeoutMs` anyway; where there is no
 * requestIdleCallback (Safari), after `fallbackMs`. Returns what cancels it.
 */
export function whenIdle(task: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }) {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, fallbackMs);
  return () => clearTimeout(timer);
}
