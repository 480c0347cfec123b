import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { catalogues } from '../../i18n/add-catalogues';
import i18n from '../../i18n/i18n';
import { lazyPage } from './lazy-page';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>;
}

/** A page script whose arrival the test decides. */
function deferredPage() {
  let arrive: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof Counter }>((resolve) => {
        arrive = () => resolve({ default: Counter });
      }),
  );
  return { load, arrive: () => arrive() };
}

const inSuspense = (children: React.ReactNode) => <Suspense fallback={<p>loading</p>}>{children}</Suspense>;

it('renders a page fetched ahead at once, with no loading state, and fetches it once', async () => {
  const script = deferredPage();
  const Page = lazyPage(script.load);
  const ready = Page.preload();
  script.arrive();
  await ready;
  render(inSuspense(<Page label="page" />));
  expect(screen.queryByText('loading')).toBeNull();
  expect(screen.getByRole('button', { name: 'page 0' })).toBeTruthy();
  await Page.preload();
  expect(script.load).toHaveBeenCalledTimes(1);
});

it('suspends a page shown before its script is here, then keeps that element and its state', async () => {
  const script = deferredPage();
  const Page = lazyPage(script.load);
  const view = render(inSuspense(<Page label="page" />));
  expect(screen.getByText('loading')).toBeTruthy();
  await act(async () => script.arrive());
  await userEvent.click(await screen.findByRole('button', { name: 'page 0' }));
  expect(screen.getByRole('button', { name: 'page 1' })).toBeTruthy();
  // A later render, now that the script is here, does not swap the element (and lose its state).
  view.rerender(inSuspense(<Page label="page" />));
  expect(screen.getByRole('button', { name: 'page 1' })).toBeTruthy();
  expect(script.load).toHaveBeenCalledTimes(1);
});

it('fetches the page’s words with its script, before either counts as here', async () => {
  const script = deferredPage();
  let words: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (words = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return { default: { lazyPageWords: { ar: { hello: 'أهلاً' }, en: { hello: 'Hello' } } } };
  });
  const namespaces = catalogues(load, 'lazyPageWords');
  const Page = lazyPage(script.load, namespaces);
  let done = false;
  void Page.preload().then(() => (done = true));
  expect(script.load).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalled();
  script.arrive();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(done).toBe(false);
  words();
  await vi.waitFor(() => expect(done).toBe(true));
  expect(i18n.getResource('en', 'lazyPageWords', 'hello')).toBe('Hello');
});
