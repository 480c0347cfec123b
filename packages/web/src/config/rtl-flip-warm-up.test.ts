import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { flipDeclaration } from './flip-declaration';
import { warmUpRtlFlip } from './rtl-flip';
import { DECLARATIONS } from './rtl-flip-cases';

/** The expressions `run` makes the flip use (each is compiled at its first use). */
function expressionsUsed(run: () => void): Set<string> {
  const used = new Set<string>();
  const replace = RegExp.prototype[Symbol.replace];
  const spy = vi.spyOn(RegExp.prototype, Symbol.replace).mockImplementation(function (this: RegExp, ...args) {
    used.add(this.source);
    return (replace as (...a: unknown[]) => string).apply(this, args);
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return used;
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

it('uses, before any page is drawn, every expression the flip uses on its cases', () => {
  const warmed = expressionsUsed(() => {
    warmUpRtlFlip();
    vi.runAllTimers();
  });
  const needed = expressionsUsed(() => DECLARATIONS.forEach((declaration) => flipDeclaration(`${declaration};`)));
  expect(needed.size).toBeGreaterThan(10);
  expect([...needed].filter((source) => !warmed.has(source)).map((source) => source.slice(0, 40))).toEqual([]);
});

it('takes a task per group, none at the call', () => {
  let tasks = 0;
  const used = expressionsUsed(() => {
    warmUpRtlFlip();
    expect(vi.getTimerCount()).toBe(1);
    while (vi.getTimerCount() > 0) {
      vi.advanceTimersToNextTimer();
      tasks += 1;
    }
  });
  expect(tasks).toBe(5);
  expect(used.size).toBeGreaterThan(0);
});
