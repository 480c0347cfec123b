import { describe, expect, it } from 'vitest';
import { promotionSchema, promotionValues } from './promotion-form';

const typed = (overrides: object = {}) => ({
  ...promotionValues(),
  titleAr: 'خصم',
  titleEn: 'Discount',
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  ...overrides,
});

describe('the promotion form', () => {
  it('sends SAR as halalas, Arabic digits too, and leaves an empty price out', () => {
    expect(promotionSchema.parse(typed({ price: '79.99', priceAfterDiscount: '٥٫٩٩' }))).toMatchObject({
      price: 7999,
      priceAfterDiscount: 599,
    });
    const bare = promotionSchema.parse(typed({ description: undefined }));
    expect([bare.price, bare.priceAfterDiscount, bare.description]).toEqual([undefined, undefined, '']);
  });

  it('refuses a discount not below the price, dates out of order, and two targets, on their fields', () => {
    const issues = (overrides: object) =>
      promotionSchema.safeParse(typed(overrides)).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ price: '10', priceAfterDiscount: '10' })).toEqual([
      ['priceAfterDiscount', 'field.discountBelowPrice'],
    ]);
    expect(issues({ validTo: '2026-11-30' })).toEqual([['validTo', 'field.datesOrder']]);
    const both = { servicePubkey: 'A'.repeat(22), specialityPubkey: 'B'.repeat(22) };
    expect(issues(both)).toEqual([['specialityPubkey', 'field.oneTarget']]);
  });
});
