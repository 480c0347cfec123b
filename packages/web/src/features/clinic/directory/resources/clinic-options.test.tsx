import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { signInAs } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render';
import { server } from '../../../../test/server';
import { useClinicSpecialityOptions } from './clinic-options';

function Specialities({ clinic }: { clinic: string }) {
  const options = useClinicSpecialityOptions(clinic);
  return (
    <ul aria-label="specialities">
      {options.map((option) => (
        <li key={option.value}>{option.label}</li>
      ))}
    </ul>
  );
}

describe('the specialities a promotion may target (finding 33)', () => {
  it('are the chosen clinic’s only, every one while no clinic is chosen', async () => {
    signInAs('ADMIN');
    const asked: Record<string, string>[] = [];
    server.use(
      http.get(API_ROUTES['clinic.listSpecialities'].path, ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        asked.push(query);
        const rows = query.etablissement
          ? [{ pubkey: 's-family', nameAr: 'طب الأسرة', nameEn: 'Family medicine' }]
          : [
              { pubkey: 's-family', nameAr: 'طب الأسرة', nameEn: 'Family medicine' },
              { pubkey: 's-heart', nameAr: 'القلب', nameEn: 'Cardiology' },
            ];
        return HttpResponse.json({ data: rows, total: rows.length, currentPage: 1 });
      }),
    );
    const view = await renderPage(<Specialities clinic="e-riyadh" />, { path: '/dashboard/promotions' });
    expect(await screen.findByText('طب الأسرة')).toBeVisible();
    expect(screen.queryByText('القلب')).toBeNull();
    expect(asked[0]).toMatchObject({ etablissement: 'e-riyadh' });
    view.unmount();

    await renderPage(<Specialities clinic="" />, { path: '/dashboard/promotions' });
    expect(await screen.findByText('القلب')).toBeVisible();
    expect(asked.at(-1)!.etablissement).toBeUndefined();
  });
});
