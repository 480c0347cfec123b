import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { DOCTOR, siteApi } from '../test-api';
import DoctorsRoute from './doctors-route';

describe('the doctors', () => {
  it('shows each doctor with speciality, clinic, stars and the number of ratings, linking to their page', async () => {
    siteApi({ doctors: [DOCTOR, { ...DOCTOR, pubkey: 'd-2', name: 'د. ليلى', rating: 0, ratingCount: 0 }] });
    await renderPage(<DoctorsRoute />, { path: '/doctors' });
    const link = await screen.findByRole('link', { name: /د. سمير/ });
    expect(link).toHaveAttribute('href', '/doctors/d-1');
    expect(within(link).getByText('طب الأسنان')).toBeVisible();
    expect(within(link).getByText('عيادة الأمل')).toBeVisible();
    expect(within(link).getByRole('img', { name: 'التقييم ٤٫٥ من ٥' })).toBeVisible();
    expect(within(link).getByText('١٢ تقييمًا')).toBeVisible();
    expect(within(screen.getByRole('link', { name: /د. ليلى/ })).getByText('لم يُقيَّم بعد')).toBeVisible();
    expect(screen.getByText('طبيبان')).toBeVisible();
  });

  it('filters by speciality and clinic, from the address and into it', async () => {
    const asked = siteApi();
    const { user } = await renderPage(<DoctorsRoute />, { language: 'en', path: '/doctors?speciality=s-1' });
    await screen.findByRole('link', { name: /د. سمير/ });
    expect(asked.at(-1)).toMatchObject({ speciality: 's-1' });
    const clinic = screen.getByRole('combobox', { name: 'Clinic' });
    await waitFor(() => expect(within(clinic).getByRole('option', { name: 'Al Amal Clinic' })).toBeInTheDocument());
    await user.selectOptions(clinic, 'e-1');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ speciality: 's-1', etablissement: 'e-1' }));
    expect(window.location.search).toBe('?speciality=s-1&etablissement=e-1');
  });

  it('says so when no doctor matches', async () => {
    siteApi({ doctors: [] });
    await renderPage(<DoctorsRoute />, { language: 'en', path: '/doctors' });
    expect(await screen.findByRole('status')).toHaveTextContent('No doctors available.');
  });
});
