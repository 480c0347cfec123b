import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Promotion } from '@bayan/shared';
import { renderPage } from '../../../test/render';
import { PromotionCard } from './promotion-card';

const aPromotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  pubkey: 'PAAAAAAAAAAAAAAAAAAAAA',
  titleAr: 'خصم التنظيف',
  titleEn: 'Cleaning discount',
  description: '',
  price: 7999,
  priceAfterDiscount: 599,
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  service: { pubkey: 'SAAAAAAAAAAAAAAAAAAAAA', nameAr: 'تنظيف الأسنان', nameEn: 'Teeth cleaning' },
  speciality: null,
  etablissement: { pubkey: 'AAAAAAAAAAAAAAAAAAAAAA', nameAr: 'عيادة النور', nameEn: 'Al-Noor Clinic' },
  active: true,
  createdAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

describe('a promotion card', () => {
  it('strikes the price through and shows the discounted one, with what it is for', async () => {
    const { container } = await renderPage(<PromotionCard promotion={aPromotion()} />, { language: 'en' });
    expect(container.querySelector('del')).toHaveTextContent('79.99');
    expect(screen.getByLabelText(/^Now/)).toHaveTextContent('5.99');
    expect(screen.getByText('Teeth cleaning')).toBeVisible();
  });

  it('hides each price when it is empty', async () => {
    const { container } = await renderPage(<PromotionCard promotion={aPromotion({ price: null })} />, {
      language: 'en',
    });
    expect(container.querySelector('del')).toBeNull();
    expect(screen.getByLabelText(/^Now/)).toHaveTextContent('5.99');
    const none = await renderPage(<PromotionCard promotion={aPromotion({ priceAfterDiscount: null, price: null })} />, {
      language: 'en',
    });
    expect(none.container.querySelectorAll('del, strong')).toHaveLength(0);
  });

  it('lays an Arabic description out right to left on the English page, its full stop at its end', async () => {
    const description = 'كشف استشاري القلب مع تخطيط.';
    await renderPage(<PromotionCard promotion={aPromotion({ description })} />, { language: 'en' });
    expect(screen.getByText(description)).toHaveAttribute('dir', 'auto');
  });
});
