import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@bayan/shared';
import i18n from '../i18n/i18n';
import { renderPage } from '../test/render';
import { lazyPage } from '../lib/feature/lazy-page';
import { AppProvider } from './provider';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteErrorElement } from './route-error-element';

/** A page whose script does not arrive, as a browser reports it. */
const unreachablePage = () =>
  lazyPage<object>(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/login-x1.js')),
  );

function Crashing(): never {
  throw new Error('a bug in the page');
}

const CHUNK_FAILED: Record<Language, string> = { en: 'Loading chunk failed', ar: 'تعذّر تحميل جزء من الصفحة' };

describe('a page that cannot be shown', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it.each(['en', 'ar'] as const)(
    'says the spec’s “Loading chunk failed” when its script fails (%s)',
    async (language) => {
      const Page = unreachablePage();
      await renderPage(
        <RouteErrorBoundary>
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        </RouteErrorBoundary>,
        { language },
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(CHUNK_FAILED[language]);
    },
  );

  it('says it too in a lazy route’s place, as react-router reports the failed script', async () => {
    await i18n.changeLanguage('ar');
    const Page = unreachablePage();
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteErrorElement />,
        lazy: async () => {
          await Page.preload();
          return { element: <Page /> };
        },
      },
    ]);
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(CHUNK_FAILED.ar);
  });

  it('keeps its own words for a page that crashed once here', async () => {
    await renderPage(
      <RouteErrorBoundary>
        <Crashing />
      </RouteErrorBoundary>,
      { language: 'en' },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).not.toHaveTextContent('Loading chunk failed');
  });
});
