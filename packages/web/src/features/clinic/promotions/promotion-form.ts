import { z } from 'zod';
import { localDateSchema, type Promotion } from '@bayan/shared';
import { offerShape, offerValues, oneTarget, sarInput, sarText, toHalalas, type OfferValues } from './offer-form';

export interface PromotionValues extends OfferValues {
  /** SAR as typed; the body sends halalas under the same names (the server's messages land on them). */
  price: string;
  priceAfterDiscount: string;
  validFrom: string;
  validTo: string;
  active: boolean;
}

export const promotionValues = (row?: Promotion): PromotionValues => ({
  ...offerValues(row),
  price: sarText(row?.price),
  priceAfterDiscount: sarText(row?.priceAfterDiscount),
  validFrom: row?.validFrom ?? '',
  validTo: row?.validTo ?? '',
  active: row?.active ?? true,
});

/**
 * The form as the API's body: prices in SAR sent as halalas (both optional), the period's days;
 * the rules across fields as the contract has them, on the field they are about.
 */
export const promotionSchema = z
  .object({
    ...offerShape,
    price: sarInput,
    priceAfterDiscount: sarInput,
    validFrom: localDateSchema,
    validTo: localDateSchema,
    active: z.boolean(),
  })
  .refine(...oneTarget)
  .refine((body) => body.validTo >= body.validFrom, { message: 'field.datesOrder', path: ['validTo'] })
  .refine(
    (body) => body.price === undefined || body.priceAfterDiscount === undefined || body.priceAfterDiscount < body.price,
    { message: 'field.discountBelowPrice', path: ['priceAfterDiscount'] },
  )
  .transform(({ price, priceAfterDiscount, ...rest }) => ({
    ...rest,
    price: toHalalas(price),
    priceAfterDiscount: toHalalas(priceAfterDiscount),
  }));
