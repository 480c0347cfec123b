import { z } from 'zod';
import { MAX_PRICE_HALALAS, optionalText, pubkeySchema, requiredText } from '@bayan/shared';
import { numberFromInput } from '../../../lib/number-input';

/** The fields promotions and campaigns share, as typed: titles, words, clinic and what they are about. */
export interface OfferValues {
  etablissementPubkey: string;
  titleAr: string;
  titleEn: string;
  description: string;
  servicePubkey: string;
  specialityPubkey: string;
}

type Offer = {
  etablissement: { pubkey: string };
  titleAr: string;
  titleEn: string;
  description: string;
  service: { pubkey: string } | null;
  speciality: { pubkey: string } | null;
};

export const offerValues = (row?: Offer): OfferValues => ({
  etablissementPubkey: row?.etablissement.pubkey ?? '',
  titleAr: row?.titleAr ?? '',
  titleEn: row?.titleEn ?? '',
  description: row?.description ?? '',
  servicePubkey: row?.service?.pubkey ?? '',
  specialityPubkey: row?.speciality?.pubkey ?? '',
});

/** Blank: none (the clinic of a STAFF account, no service, no speciality). */
const choice = z.preprocess((value) => (value === '' ? undefined : value), pubkeySchema.optional());

export const offerShape = {
  etablissementPubkey: choice,
  titleAr: requiredText(200),
  titleEn: requiredText(200),
  // The form reads a blank field as absent: sent as '' so that clearing it clears it.
  description: optionalText(2000)
    .optional()
    .transform((text) => text ?? ''),
  servicePubkey: choice,
  specialityPubkey: choice,
};

/** A service or a speciality, not both (the contract's rule, on the form's field). */
export const oneTarget: [
  (body: { servicePubkey?: string; specialityPubkey?: string }) => boolean,
  { message: string; path: string[] },
] = [
  (body) => !(body.servicePubkey && body.specialityPubkey),
  { message: 'field.oneTarget', path: ['specialityPubkey'] },
];

/** SAR typed in Latin or Arabic-Indic digits, to the halala; blank: no price. */
export const sarInput = z.preprocess(
  (value) => numberFromInput(typeof value === 'string' ? value.replace('٫', '.') : value),
  z
    .number()
    .min(0)
    .max(MAX_PRICE_HALALAS / 100)
    .multipleOf(0.01)
    .optional(),
);

/** Halalas shown in SAR for editing: 7999 → "79.99"; none → "". */
export const sarText = (halalas: number | null | undefined) => (halalas == null ? '' : String(halalas / 100));
export const toHalalas = (sar: number | undefined) => (sar === undefined ? undefined : Math.round(sar * 100));
