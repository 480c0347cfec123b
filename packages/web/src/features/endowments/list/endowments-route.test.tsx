import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, profileCompletion, type ProfileFacts } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { apiError, server } from '../../../test/server';
import { aDeed, aListItem, PUBKEY } from '../test-api';
import EndowmentsRoute from './endowments-route';

const LIST = API_ROUTES['endowments.list'].path;
const CREATE = API_ROUTES['endowments.create'].path;
const COMPLETION = API_ROUTES['endowments.profileCompletion'].path;

const ALL_FACTS: ProfileFacts = {
  firstName: true,
  fatherName: true,
  grandfatherName: true,
  lastName: true,
  idNumber: true,
  birthday: true,
  phoneVerified: true,
  emailVerified: true,
  nationalAddress: true,
  gender: true,
  document: true,
};

function listApi(rows = [aListItem()]) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(LIST, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const shown = rows.filter((row) => !query.type || row.type === query.type);
      return HttpResponse.json({ data: shown, total: shown.length, currentPage: 1 });
    }),
  );
  return queries;
}

describe('my endowments', () => {
  it('lists my deeds by name with type, state, the date in both calendars and the assets, and filters by type', async () => {
    signInAs('USER');
    const queries = listApi([
      aListItem(),
      aListItem({
        pubkey: 'deed-2',
        type: 'family',
        title: 'وقف الذرية',
        status: 'FINAL',
        docNumber: 'WQF-1448-000002',
      }),
    ]);
    const { user } = await renderPage(<EndowmentsRoute />, { path: '/dashboard/endowments' });
    // No title: named by the main asset and the type, not by the introduction's first words.
    const link = await screen.findByRole('link', { name: 'عقار في الرياض — خيري' });
    expect(link).toHaveAttribute('href', `/dashboard/endowments/${PUBKEY}/edit`);
    const row = link.closest('tr')!;
    expect(within(row).getByText('خيري')).toBeVisible();
    expect(within(row).getByText('مسودة')).toBeVisible();
    // 2025-06-26 is 1 Muharram 1447 (waqf notes §7): both calendars, the Hijri first in Arabic.
    expect(within(row).getByText(/١٤٤٧/)).toBeVisible();
    expect(within(row).getByText(/٢٠٢٥/)).toBeVisible();
    expect(within(row).getByText('٢')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('النوع'), 'family');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'عقار في الرياض — خيري' })).toBeNull());
    const titled = screen.getByRole('link', { name: 'وقف الذرية' });
    expect(titled).toBeVisible();
    expect(within(titled.closest('tr')!).getByText('WQF-1448-000002')).toBeVisible();
    expect(queries.at(-1)).toMatchObject({ type: 'family', sort: '-updatedAt', page: '1' });
  });

  it('offers "New endowment" on an empty list; an incomplete profile opens the modal with links to the missing facts', async () => {
    signInAs('USER');
    listApi([]);
    const completion = profileCompletion({ ...ALL_FACTS, idNumber: false, nationalAddress: false });
    server.use(http.get(COMPLETION, () => HttpResponse.json(completion)));
    const { user } = await renderPage(<EndowmentsRoute />, { path: '/dashboard/endowments' });
    expect(await screen.findByText('لا يوجد لديك وقف بعد.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'وقف جديد' }));

    const modal = await screen.findByRole('dialog', { name: 'أكمل ملفك الشخصي' });
    expect(within(modal).getByText('أوشكت على الحد الأدنى')).toBeVisible();
    expect(within(modal).getByRole('progressbar')).toHaveAttribute('aria-valuenow', String((7 / 9) * 100));
    expect(within(modal).getByText('٧ من ٩ بيانات مكتملة')).toBeVisible();
    expect(within(modal).getByRole('link', { name: 'رقم الهوية' })).toHaveAttribute(
      'href',
      '/dashboard/profile?focus=idNumber',
    );
    expect(within(modal).getByRole('link', { name: 'العنوان الوطني' })).toHaveAttribute(
      'href',
      '/dashboard/profile?focus=nationalAddress',
    );
    expect(within(modal).queryByRole('button', { name: 'ابدأ الوثيقة' })).toBeNull();
  });

  it('creates the draft when the profile is complete and opens its wizard', async () => {
    signInAs('USER');
    listApi();
    const created: unknown[] = [];
    server.use(
      http.get(COMPLETION, () => HttpResponse.json(profileCompletion({ ...ALL_FACTS, document: false }))),
      http.post(CREATE, async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(aDeed(), { status: 201 });
      }),
    );
    const { user } = await renderPage(<EndowmentsRoute />, { path: '/dashboard/endowments' });
    await user.click(await screen.findByRole('button', { name: 'وقف جديد' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/dashboard/endowments/${PUBKEY}/edit`));
    expect(created).toHaveLength(1);
  });

  it('opens the modal on the server’s own refusal (the profile changed between the check and the create)', async () => {
    signInAs('USER');
    listApi();
    let calls = 0;
    server.use(
      http.get(COMPLETION, () => {
        calls += 1;
        return HttpResponse.json(profileCompletion({ ...ALL_FACTS, emailVerified: calls === 1 }));
      }),
      http.post(CREATE, ({ request }) => apiError(request, 'ENDOWMENT_PROFILE_INCOMPLETE')),
    );
    const { user } = await renderPage(<EndowmentsRoute />, { path: '/dashboard/endowments' });
    await user.click(await screen.findByRole('button', { name: 'وقف جديد' }));
    const modal = await screen.findByRole('dialog', { name: 'أكمل ملفك الشخصي' });
    expect(within(modal).getByText('أوشكت على الحد الأدنى')).toBeVisible();
    expect(within(modal).getByRole('link', { name: 'بريد إلكتروني موثّق' })).toBeVisible();
    expect(window.location.pathname).toBe('/dashboard/endowments');
  });
});
