import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { aName } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import NamesAdminRoute from './names-admin';

/** Answers GET /api/names like the server (`{data,total,currentPage}`) and keeps every query sent. */
function namesApi(total = 25) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(API_ROUTES['names.list'].path, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const page = Number(query.page);
      const first = (page - 1) * 10 + 1;
      const count = Math.max(0, Math.min(10, total - first + 1));
      const data = Array.from({ length: count }, (_, i) =>
        aName({ id: first + i, order: first + i, name: `اسم رقم ${first + i}`, transliteration: `Name ${first + i}` }),
      );
      return HttpResponse.json({ data, total, currentPage: page });
    }),
  );
  return queries;
}

describe('the names table', () => {
  it('shows the rows of the list response and asks for the first page in the default order', async () => {
    const queries = namesApi();
    await renderPage(<NamesAdminRoute />, { path: '/dashboard/names' });

    const table = await screen.findByRole('table', { name: 'قائمة الأسماء' });
    expect(await within(table).findByText('اسم رقم 1')).toBeVisible();
    expect(within(table).getByText('اسم رقم 10')).toBeVisible();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('١–١٠ من ٢٥')).toBeVisible();
    expect(queries).toEqual([{ page: '1', limit: '10', sort: 'order' }]);
  });

  it('asks for the next page, and for page 1 of a search', async () => {
    const queries = namesApi();
    const { user } = await renderPage(<NamesAdminRoute />, { path: '/dashboard/names' });
    await screen.findByText('اسم رقم 1');

    await user.click(screen.getByRole('button', { name: 'الصفحة التالية' }));
    expect(await screen.findByText('اسم رقم 11')).toBeVisible();
    expect(queries.at(-1)).toEqual({ page: '2', limit: '10', sort: 'order' });

    await user.type(screen.getByRole('searchbox', { name: 'ابحث في الأسماء' }), 'رحيم{Enter}');
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', limit: '10', sort: 'order', q: 'رحيم' }));
    expect(window.location.search).toBe(`?q=${encodeURIComponent('رحيم')}`);
  });
});
