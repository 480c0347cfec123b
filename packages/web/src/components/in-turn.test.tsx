import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { InTurn, PARTS_PER_TASK } from './in-turn';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

const PARTS = Array.from({ length: PARTS_PER_TASK * 2 + 1 }, (_, i) => `part ${i}`);

function Parts({ wait }: { wait: boolean }) {
  return PARTS.map((part) => (
    <InTurn key={part} wait={wait}>
      <p>{part}</p>
    </InTurn>
  ));
}

const shown = () => screen.queryAllByText(/^part /).map((p) => p.textContent);

it('renders waiting parts a few per task, in their order', async () => {
  render(<Parts wait />);
  expect(shown()).toEqual([]);
  await act(() => vi.advanceTimersToNextTimer());
  expect(shown()).toEqual(PARTS.slice(0, PARTS_PER_TASK));
  await act(() => vi.advanceTimersToNextTimer());
  expect(shown()).toEqual(PARTS.slice(0, PARTS_PER_TASK * 2));
  await act(() => vi.advanceTimersToNextTimer());
  expect(shown()).toEqual(PARTS);
});

it('renders every part at once when they stop waiting, and leaves nothing queued', async () => {
  const { rerender } = render(<Parts wait />);
  rerender(<Parts wait={false} />);
  expect(shown()).toEqual(PARTS);
  await act(() => vi.runAllTimers());
  expect(shown()).toEqual(PARTS);
  expect(vi.getTimerCount()).toBe(0);
});

it('renders at once what never waited', () => {
  render(<Parts wait={false} />);
  expect(shown()).toEqual(PARTS);
  expect(vi.getTimerCount()).toBe(0);
});

it('gives a part as large as a task a task of its own', async () => {
  render(
    <>
      <InTurn wait>
        <p>part small</p>
      </InTurn>
      <InTurn wait parts={PARTS_PER_TASK}>
        <p>part large</p>
      </InTurn>
      <InTurn wait>
        <p>part last</p>
      </InTurn>
    </>,
  );
  await act(() => vi.advanceTimersToNextTimer());
  expect(shown()).toEqual(['part small']);
  await act(() => vi.advanceTimersToNextTimer());
  expect(shown()).toEqual(['part small', 'part large']);
  await act(() => vi.advanceTimersToNextTimer());
  expect(shown()).toEqual(['part small', 'part large', 'part last']);
});
