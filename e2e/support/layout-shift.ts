import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../bench/src/support/chromium.js';

/**
 * A browser of its own that draws scrollbars (Playwright hides them in headless runs): a
 * scrollbar's appearance as content arrives is one of the shifts a layout test measures.
 */
export function launchWithScrollbars(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--hide-scrollbars'] });
}

export interface LayoutShift {
  value: number;
  /** What moved: each source's element and its box before → after, for a failure to name. */
  sources: string;
}

/** Every layout shift since the page began (buffered), but those right after input, as CLS counts them. */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(
    () =>
      new Promise<LayoutShift[]>((resolve) => {
        const shifts: LayoutShift[] = [];
        const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}×${rect.height}`;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[])
            if (!entry.hadRecentInput)
              shifts.push({
                value: entry.value,
                sources: entry.sources
                  .map((source) => {
                    const element = source.node instanceof Element ? source.node : null;
                    const name = element
                      ? `${element.tagName.toLowerCase()}.${element.className}`
                      : source.node?.nodeName;
                    return `${name} ${box(source.previousRect)} → ${box(source.currentRect)}`;
                  })
                  .join('; '),
              });
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), 200);
      }),
  );
}

/** The shifts' sum (CLS within one window) and, for a failure message, the ones that count. */
export function shiftReport(shifts: LayoutShift[]): { total: number; detail: string } {
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const detail = shifts
    .filter((shift) => shift.value >= 0.001)
    .map((shift) => `${shift.value.toFixed(4)} (${shift.sources})`)
    .join('\n');
  return { total, detail };
}
