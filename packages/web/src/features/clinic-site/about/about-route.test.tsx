import { screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { apiError, server } from '../../../test/server';
import { renderPage } from '../../../test/render';
import { CLINIC, page, siteApi } from '../test-api';
import AboutRoute from './about-route';

const LIST = API_ROUTES['clinic.listEtablissements'].path;

describe('about us', () => {
  it('shows each clinic with its address, map link, phone to call and hours in Arabic', async () => {
    siteApi();
    await renderPage(<AboutRoute />);
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { name: 'عيادة الأمل' })).toBeVisible();
    expect(within(card).getByText(/طريق الملك فهد/)).toBeVisible();
    expect(within(card).getByRole('link', { name: 'افتح في الخريطة' })).toHaveAttribute(
      'href',
      expect.stringContaining('query=%D8%B7%D8%B1%D9%8A%D9%82'),
    );
    const phone = within(card).getByRole('link', { name: '+٩٦٦١١٢٣٤٥٦٧٨' });
    expect(phone).toHaveAttribute('href', 'tel:+966112345678');
    expect(phone.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(card).getByText(/^من السبت إلى الخميس، من ٩:٠٠.ص إلى ٩:٠٠.م$/)).toBeVisible();
  });

  it('says so when there is no clinic yet', async () => {
    siteApi({ clinics: [] });
    await renderPage(<AboutRoute />, { language: 'en' });
    expect(await screen.findByRole('status')).toHaveTextContent('No clinics are listed yet.');
  });

  it('is busy while loading, then shows the server’s word on failure and tries again', async () => {
    let fail = true;
    server.use(
      http.get(LIST, async ({ request }) => {
        await delay(50);
        return fail ? apiError(request, 'INTERNAL') : page([CLINIC]);
      }),
    );
    const { user, container } = await renderPage(<AboutRoute />, { language: 'en' });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    // Said once, where it happened: no snackbar repeats it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Something went wrong, please try again.')).toHaveLength(1);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Al Amal Clinic' })).toBeVisible();
  });
});
