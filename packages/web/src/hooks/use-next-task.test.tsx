import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useNextTask } from './use-next-task';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

it('hands a new value on in a later task, and the newest one only', async () => {
  const { result, rerender } = renderHook(({ value }) => useNextTask(value), { initialProps: { value: 'a' } });
  expect(result.current).toBe('a');
  rerender({ value: 'b' });
  expect(result.current).toBe('a');
  rerender({ value: 'c' });
  await act(() => vi.runOnlyPendingTimers());
  expect(result.current).toBe('c');
  await act(() => vi.runAllTimers());
  expect(result.current).toBe('c');
  expect(vi.getTimerCount()).toBe(0);
});

it('keeps a function as a value, not as an updater', async () => {
  const first = () => 1;
  const second = () => 2;
  const { result, rerender } = renderHook(({ value }) => useNextTask(value), { initialProps: { value: first } });
  rerender({ value: second });
  await act(() => vi.runOnlyPendingTimers());
  expect(result.current).toBe(second);
});
