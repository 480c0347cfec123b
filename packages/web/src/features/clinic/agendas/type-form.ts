import { z } from 'zod';
import { consultationTypeInputSchema, toLatinDigits, type ConsultationType } from '@bayan/shared';
import { numberFromInput } from '../../../lib/number-input';

/** A consultation type's inputs as typed: the price in riyals, the cut-off blank for the clinic's setting. */
export interface TypeFormValues {
  nameAr: string;
  nameEn: string;
  durationMinutes: string;
  priceSar: string;
  autoConfirm: boolean;
  cancellationCutoffHours: string;
}

const shape = consultationTypeInputSchema.shape;
const typed = <T extends z.ZodType>(schema: T) => z.preprocess(numberFromInput, schema);

/** `'150.5'`, `'١٥٠٫٥'` → 150.5: riyals with the Arabic decimal separator too (blank is absent). */
export function riyalsFromInput(value: unknown): unknown {
  return typeof value === 'string' ? numberFromInput(toLatinDigits(value).replace('٫', '.')) : value;
}

/** Riyals to two decimals at most, sent as the contract's integer halalas. */
const priceSar = z.preprocess(riyalsFromInput, z.number().min(0).max(1_000_000).multipleOf(0.01));

/** A consultation type by the contract's rules; what the API takes (POST or PATCH body). */
export const typeFormSchema = z
  .object({
    nameAr: shape.nameAr,
    nameEn: shape.nameEn,
    durationMinutes: typed(z.number().int().min(5).max(480)),
    priceSar,
    autoConfirm: z.boolean(),
    cancellationCutoffHours: typed(z.number().int().min(0).max(168).optional()),
  })
  .transform(({ priceSar: riyals, cancellationCutoffHours, ...type }) => ({
    ...type,
    priceHalalas: Math.round(riyals * 100),
    cancellationCutoffHours: cancellationCutoffHours ?? null,
  }));

export type TypeBody = z.output<typeof typeFormSchema>;

/** The form of a type being edited, or of a new one (30 minutes, free, waits as Pending, the clinic's cut-off). */
export function typeFormValues(type?: ConsultationType): TypeFormValues {
  return {
    nameAr: type?.nameAr ?? '',
    nameEn: type?.nameEn ?? '',
    durationMinutes: String(type?.durationMinutes ?? 30),
    priceSar: type ? String(type.priceHalalas / 100) : '',
    autoConfirm: type?.autoConfirm ?? false,
    cancellationCutoffHours: type?.cancellationCutoffHours == null ? '' : String(type.cancellationCutoffHours),
  };
}
