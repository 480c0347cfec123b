import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../bench/src/support/chromium.js';

/**
 * A browser of its own that draws scrollbars (Playwright hides them in headless runs): a
 * scrollbar's appearance as content arrives is one of the shifts a layout test measures.
 */
export function launchWithScrollbars(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--hide-scrollbars'] });
}

/** Every layout shift since the page began (buffered), but those right after input, as CLS counts them. */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const values: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) values.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(values), 200);
      }),
  );
}
