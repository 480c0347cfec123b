import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AfterPaint } from './after-paint';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] }));
afterEach(() => vi.useRealTimers());

it('renders its children in a later task, after the first frame', async () => {
  render(
    <>
      <p>page</p>
      <AfterPaint>
        <p>footer</p>
      </AfterPaint>
    </>,
  );
  expect(screen.getByText('page')).toBeTruthy();
  expect(screen.queryByText('footer')).toBeNull();
  await act(() => vi.advanceTimersToNextFrame());
  expect(screen.queryByText('footer')).toBeNull();
  await act(() => vi.runOnlyPendingTimers());
  expect(screen.getByText('footer')).toBeTruthy();
});
