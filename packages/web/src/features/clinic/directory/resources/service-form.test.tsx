import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Service } from '@bayan/shared';
import { signInAs } from '../../../../test/fixtures';
import { fill, renderPage } from '../../../../test/render';
import DirectoryRoute from '../directory-route';
import { listApi, writeApi } from '../test-api';
import { serviceSchema } from './service-form';

const SCALING: Service = {
  pubkey: 'CCCCCCCCCCCCCCCCCCCCCC',
  nameAr: 'تنظيف الأسنان',
  nameEn: 'Scaling',
  priceHalalas: 15_050,
  durationMinutes: 30,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
};

describe('a service’s price', () => {
  it('is typed in SAR, in either digits, and sent as integer halalas', () => {
    const parse = (priceSar: string) =>
      serviceSchema.safeParse({ nameAr: 'أ', nameEn: 'A', priceSar, durationMinutes: '30' }).data;
    expect(parse('150.50')).toMatchObject({ priceHalalas: 15_050 });
    expect(parse('١٥٠٫٥')).toMatchObject({ priceHalalas: 15_050 });
    expect(parse('0.29')).toMatchObject({ priceHalalas: 29 });
    expect(parse('150.555')).toBeUndefined();
    expect(parse('-1')).toBeUndefined();
  });

  it('shows in SAR in the list and the form, and an edit sends the new price in halalas', async () => {
    signInAs('ADMIN');
    listApi('clinic.listServices', [SCALING]);
    const bodies = writeApi('clinic.updateService', SCALING);
    const { user } = await renderPage(<DirectoryRoute />, { path: '/dashboard/services' });
    const row = (await screen.findByRole('cell', { name: 'تنظيف الأسنان' })).closest('tr')!;
    expect(within(row).getByText(/١٥٠٫٥٠/)).toBeVisible();
    expect(within(row).getByText('٣٠ دقيقة')).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'تعديل تنظيف الأسنان' }));
    const form = await screen.findByRole('dialog', { name: 'تعديل تنظيف الأسنان' });
    const price = within(form).getByRole('textbox', { name: /السعر/ });
    expect(price).toHaveValue('150.5');
    await user.clear(price);
    await fill(user, price, '٢٠٠');
    await user.click(within(form).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(bodies).toEqual([{ priceHalalas: 20_000 }]));
  });
});
