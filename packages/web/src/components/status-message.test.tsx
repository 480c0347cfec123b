import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { StatusMessage, StatusPage } from './status-message';

describe('a status message', () => {
  it('as a whole page: an h1, the tab named after it, its main way on first as a link', async () => {
    await renderPage(
      <StatusPage
        role="alert"
        icon={<SearchOffRounded />}
        title="Gone"
        body="Nothing here."
        action={{ label: 'Back', href: '/home' }}
        actions={<button>More</button>}
      />,
      { language: 'en' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing here.');
    expect(screen.getByRole('heading', { level: 1, name: 'Gone' })).toBeVisible();
    await waitFor(() => expect(document.title).toContain('Gone'));
    const main = screen.getByRole('link', { name: 'Back' });
    expect(main).toHaveAttribute('href', '/home');
    expect(main).toHaveClass('MuiButton-contained');
    const more = screen.getByRole('button', { name: 'More' });
    expect(main.compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('inside a page: its level, and an outlined button that acts', async () => {
    const onClear = vi.fn();
    const { user } = await renderPage(
      <StatusMessage
        icon={<SearchOffRounded />}
        title="No match"
        body="Try another word."
        headingLevel="h3"
        action={{ label: 'Clear', onClick: onClear, variant: 'outlined' }}
      />,
      { language: 'en' },
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No match' })).toBeVisible();
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear).toHaveClass('MuiButton-outlined');
    await user.click(clear);
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('without an action, no row of buttons', async () => {
    await renderPage(<StatusMessage icon={<SearchOffRounded />} title="Soon" body="Coming." />, { language: 'en' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
