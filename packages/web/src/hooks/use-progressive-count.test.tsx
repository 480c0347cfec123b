import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from './use-progressive-count';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

/** One timer turn: the next slice's task. */
const nextTask = () => act(() => vi.advanceTimersToNextTimer());

describe('a long list drawn in slices', () => {
  it('draws the first slice at once, then a step per task, up to the total', async () => {
    const { result } = renderHook(() => useProgressiveCount(24, 10, 4));
    expect(result.current).toBe(10);
    await nextTask();
    expect(result.current).toBe(14);
    for (let i = 0; i < 5; i += 1) await nextTask();
    expect(result.current).toBe(24);
    await nextTask();
    expect(result.current).toBe(24);
  });

  it('never draws more than there is, and goes on when the list grows', async () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 10, 4), {
      initialProps: { total: 6 },
    });
    expect(result.current).toBe(6);
    rerender({ total: 30 });
    expect(result.current).toBe(10);
    await nextTask();
    expect(result.current).toBe(14);
  });
});
