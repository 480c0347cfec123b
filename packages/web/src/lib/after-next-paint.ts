/**
 * Calls `callback` once, in a task of its own after the next frame is painted (a frame's callbacks
 * run before its paint, a timer set from one after it); in a background tab, where frames wait,
 * after `fallbackMs` anyway. Returns what cancels it.
 */
export function afterNextPaint(callback: () => void, fallbackMs = 100): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  const cancel = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    frame = undefined;
    clearTimeout(fallback);
    clearTimeout(timer);
  };
  const run = () => {
    cancel();
    timer = setTimeout(callback, 0);
  };
  const fallback = setTimeout(run, fallbackMs);
  if (typeof requestAnimationFrame === 'function')
    frame = requestAnimationFrame(() => {
      frame = undefined;
      run();
    });
  return cancel;
}
