import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { BrowserRouter, Route, Routes } from 'react-router';
import type { Language } from '@bayan/shared';
import { NavigationBridge } from '../lib/navigation';
import { AppProvider } from '../app/provider';
import { AppSnackbar } from '../components/feedback/app-snackbar';
import { expect } from 'vitest';
import i18n from '../i18n/i18n';

interface RenderOptions {
  /** Arabic (right to left) unless a test asks for English. */
  language?: Language;
  /** The address the page starts at (lists read their page and search from it). */
  path?: string;
}

/**
 * A screen as the app shows it: the theme and direction of the language, the query client, a
 * router (the real history, as lists keep their state in the address) and the app's snackbar.
 */
export async function renderPage(ui: ReactElement, { language = 'ar', path = '/' }: RenderOptions = {}) {
  await i18n.changeLanguage(language);
  window.history.replaceState(null, '', path);
  // No pause between keys, and no pointer-events check up the tree: jsdom computes each style
  // slowly, and the screens under test have no click-through overlays for it to find.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(
    <AppProvider>
      <BrowserRouter>
        <NavigationBridge />
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </BrowserRouter>
      <AppSnackbar />
    </AppProvider>,
  );
  return { ...view, user };
}

/** Types a whole value into a field at once (pasted), as a person filling a form would end up with. */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/**
 * A list's table once its answer is in: the table stands with skeleton rows (aria-busy) from the
 * first render, so finding it says nothing of its rows.
 */
export async function findListedTable(name: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false'));
  return table;
}
