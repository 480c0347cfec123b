import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type CampaignRegistration } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import { listApi } from '../directory/test-api';
import RegistrationsRoute from './registrations-route';

const CAMPAIGN = {
  pubkey: 'CCCCCCCCCCCCCCCCCCCCCC',
  titleAr: 'يوم الفحص',
  titleEn: 'Screening day',
  start: '2026-12-01T09:00:00+03:00',
};
const aRegistration = (pubkey: string, name: string, status: CampaignRegistration['status']): CampaignRegistration => ({
  pubkey,
  status,
  campaign: CAMPAIGN,
  patient: { pubkey: `P${pubkey.slice(1)}`, name },
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
});
const HUDA = aRegistration('RAAAAAAAAAAAAAAAAAAAAA', 'هدى', 'PENDING');
const SARA = aRegistration('RBBBBBBBBBBBBBBBBBBBBB', 'سارة', 'CANCELED');

async function show() {
  signInAs('STAFF');
  const queries = listApi('clinic.listRegistrations', [HUDA, SARA]);
  listApi('clinic.listCampaigns', []);
  const view = await renderPage(<RegistrationsRoute />, { path: '/dashboard/campaign-registrations' });
  await screen.findByRole('cell', { name: 'هدى' });
  return { ...view, queries };
}

describe('campaign registrations (dashboard)', () => {
  it('filters by state on the server', async () => {
    const { user, queries } = await show();
    await user.selectOptions(screen.getByRole('combobox', { name: 'الحالة' }), 'قيد الانتظار');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ status: 'PENDING' }));
  });

  it('accepts a pending registration only after the prompt, and offers nothing on a canceled one', async () => {
    const { user } = await show();
    const accepted: string[] = [];
    server.use(
      http.post(API_ROUTES['clinic.acceptRegistration'].path, ({ params }) => {
        accepted.push(String(params.pubkey));
        return HttpResponse.json({ ...HUDA, status: 'ACCEPTED' });
      }),
    );
    expect(screen.queryByRole('button', { name: 'قبول تسجيل سارة' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'إلغاء تسجيل سارة' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'قبول تسجيل هدى' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'قبول التسجيل؟' });
    expect(within(prompt).getByText(/سيُبلَّغ هدى بتأكيد مكانه في «يوم الفحص»/)).toBeVisible();
    expect(accepted).toEqual([]);
    await user.click(within(prompt).getByRole('button', { name: 'قبول' }));
    await waitFor(() => expect(accepted).toEqual([HUDA.pubkey]));
    expect(await screen.findByText('قُبل التسجيل.')).toBeVisible();
  });
});
