import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, riyadhDay } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import TimeOffRoute from './time-off-route';

/** GET /api/blocks answering nothing, keeping the queries it was sent. */
function blocksApi() {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(API_ROUTES['clinic.listBlocks'].path, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ data: [], total: 0, currentPage: 1 });
    }),
    http.get(API_ROUTES['clinic.listDoctors'].path, () => HttpResponse.json({ data: [], total: 0, currentPage: 1 })),
  );
  return queries;
}

describe('the time off list (finding 27)', () => {
  it('shows what is current or ahead, soonest first, when no days are chosen', async () => {
    signInAs('STAFF');
    const queries = blocksApi();
    await renderPage(<TimeOffRoute />, { path: '/dashboard/time-off' });
    await waitFor(() => expect(queries.length).toBeGreaterThan(0));
    expect(queries[0]).toMatchObject({ sort: 'start', from: riyadhDay(new Date()) });
  });

  it('shows the past too once a first day is chosen', async () => {
    signInAs('STAFF');
    const queries = blocksApi();
    await renderPage(<TimeOffRoute />, { path: '/dashboard/time-off?from=2025-01-01' });
    await waitFor(() => expect(queries.length).toBeGreaterThan(0));
    expect(queries[0]).toMatchObject({ from: '2025-01-01' });
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
  });

  it('flags the missing doctor of an empty new time off, along with its days', async () => {
    signInAs('STAFF');
    blocksApi();
    const { user } = await renderPage(<TimeOffRoute />, { path: '/dashboard/time-off' });
    await user.click(await screen.findByRole('button', { name: 'حجب وقت' }));
    const dialog = await screen.findByRole('dialog', { name: 'وقت محجوب جديد' });
    const buttons = within(dialog).getAllByRole('button');
    await user.click(buttons.at(-1)!);
    await waitFor(() => expect(within(dialog).getByLabelText(/^اليوم الأول/)).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByRole('combobox', { name: /^الطبيب/ })).toHaveAttribute('aria-invalid', 'true');
    // Spec §5's own words.
    expect(within(dialog).getByRole('combobox', { name: /^الطبيب/ })).toHaveAccessibleDescription('الطبيب مطلوب.');
    expect(within(dialog).getByLabelText(/^اليوم الأول/)).toHaveAccessibleDescription('التاريخ مطلوب.');
  });

  it('gives its days an example ahead, not a birth date (finding 9)', async () => {
    signInAs('STAFF');
    blocksApi();
    const { user } = await renderPage(<TimeOffRoute />, { path: '/dashboard/time-off' });
    await user.click(await screen.findByRole('button', { name: 'حجب وقت' }));
    const dialog = await screen.findByRole('dialog', { name: 'وقت محجوب جديد' });
    expect(dialog).not.toHaveTextContent(/١٩٩٤|1994/);
  });
});
