import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, errorMessage } from '@bayan/shared';
import { renderPage } from '../../../test/render';
import { apiError, server } from '../../../test/server';
import UndoChangeRoute from './undo-change';

describe('UndoChangeRoute (issue 15)', () => {
  it('says a refused link on the page only, with no toast repeating it', async () => {
    server.use(
      http.post(API_ROUTES['users.undoContactChange'].path, ({ request }) => apiError(request, 'AUTH_INVALID_TOKEN')),
    );
    const { user } = await renderPage(<UndoChangeRoute />, { path: '/undo-change?token=used-token' });
    await user.click(screen.getByRole('button', { name: /.+/ }));
    const message = errorMessage('AUTH_INVALID_TOKEN', 'ar');
    await waitFor(() => expect(screen.getByText(message)).toBeVisible());
    // A toast would come a task after the refusal: give it the time to show, had it one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(message)).toHaveLength(1);
  });
});
