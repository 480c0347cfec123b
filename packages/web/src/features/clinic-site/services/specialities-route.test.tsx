import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { siteApi } from '../test-api';
import SpecialitiesRoute from './specialities-route';

describe('specialities and services', () => {
  it('links each speciality to its doctors and prices each service in SAR from halalas, in the page’s digits', async () => {
    siteApi();
    await renderPage(<SpecialitiesRoute />);
    expect(await screen.findByRole('link', { name: 'أطباء طب الأسنان' })).toHaveAttribute(
      'href',
      '/doctors?speciality=s-1',
    );
    const service = (await screen.findByText('تنظيف الأسنان')).closest('li')!;
    expect(within(service).getByText(/١٥٠٫٥٠\s?ر\.س\./)).toBeVisible();
    expect(within(service).getByText('٣٠ دقيقة')).toBeVisible();
  });

  it('reads the price in English too', async () => {
    siteApi();
    await renderPage(<SpecialitiesRoute />, { language: 'en' });
    expect(await screen.findByText(/^SAR\s150\.50$/)).toBeVisible();
  });

  it('says so when there are none yet', async () => {
    siteApi({ services: [] });
    await renderPage(<SpecialitiesRoute />, { language: 'en' });
    expect(await screen.findByText('No services are listed yet.')).toBeVisible();
  });
});
