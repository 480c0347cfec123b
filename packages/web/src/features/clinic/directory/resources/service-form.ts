import { z } from 'zod';
import { bilingualName, MAX_PRICE_HALALAS, type Service } from '@bayan/shared';
import { numberFromInput } from '../../../../lib/number-input';

/** The service form's inputs as typed: the price in SAR (as people say it), the length in minutes. */
export type ServiceFormValues = { nameAr: string; nameEn: string; priceSar: string; durationMinutes: string };

/** Halalas shown in SAR for editing: 15050 → "150.5", 15000 → "150". */
const sarText = (halalas: number) => String(halalas / 100);

export const serviceValues = (row?: Service): ServiceFormValues => ({
  nameAr: row?.nameAr ?? '',
  nameEn: row?.nameEn ?? '',
  priceSar: row ? sarText(row.priceHalalas) : '',
  durationMinutes: row ? String(row.durationMinutes) : '',
});

/**
 * SAR typed in Latin or Arabic-Indic digits, to the halala (two decimals at most), sent as the
 * contract's integer halalas: "150.50" and "١٥٠٫٥" are both 15050.
 */
export const serviceSchema = z
  .object({
    ...bilingualName,
    priceSar: z.preprocess(
      (value) => numberFromInput(typeof value === 'string' ? value.replace('٫', '.') : value),
      z
        .number()
        .min(0)
        .max(MAX_PRICE_HALALAS / 100)
        .multipleOf(0.01),
    ),
    durationMinutes: z.preprocess(numberFromInput, z.number().int().min(1).max(1440)),
  })
  .transform(({ priceSar, ...rest }) => ({ ...rest, priceHalalas: Math.round(priceSar * 100) }));
