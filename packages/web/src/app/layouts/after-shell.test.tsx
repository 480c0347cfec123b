import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AfterShell, renderFirst } from './after-shell';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

function Shell() {
  return (
    <>
      <header>shell</header>
      <AfterShell>
        <main>page</main>
      </AfterShell>
    </>
  );
}

it('draws the page in the task after the shell in the first render', () => {
  renderFirst(() => render(<Shell />));
  expect(screen.getByText('shell')).toBeInTheDocument();
  expect(screen.queryByText('page')).toBeNull();
  act(() => vi.advanceTimersToNextTimer());
  expect(screen.getByText('page')).toBeInTheDocument();
});

it('draws it at once in any later render', () => {
  renderFirst(() => undefined);
  render(<Shell />);
  expect(screen.getByText('page')).toBeInTheDocument();
});
