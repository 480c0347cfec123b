import { createEtablissementSchema, type Etablissement } from '@bayan/shared';

/** The clinic form's inputs as typed; the closed days as weekday numbers (0 = Sunday). */
export type EtablissementValues = {
  nameAr: string;
  nameEn: string;
  description: string;
  address: string;
  phone: string;
  weekendDays: number[];
  startHour: string;
  endHour: string;
  timeZone: string;
};

/** PRODUCT.md §7's defaults for a new clinic: Friday off, 09:00–21:00, Riyadh's time. */
export const etablissementValues = (row?: Etablissement): EtablissementValues => ({
  nameAr: row?.nameAr ?? '',
  nameEn: row?.nameEn ?? '',
  description: row?.description ?? '',
  address: row?.address ?? '',
  phone: row?.phone ?? '',
  weekendDays: row?.weekendDays ?? [5],
  startHour: row?.startHour ?? '09:00',
  endHour: row?.endHour ?? '21:00',
  timeZone: row?.timeZone ?? 'Asia/Riyadh',
});

/** The contract's own rules: HH:MM in any digits, closing after opening, a known zone, a clinic phone. */
export const etablissementSchema = createEtablissementSchema;
