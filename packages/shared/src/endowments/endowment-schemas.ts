import { z } from 'zod';
import { idNumberSchema } from '../auth/auth-contract.js';
import { checkHijriDate } from '../dates/hijri.js';
import { checkedSchema, checkedString } from '../text/checked-schema.js';
import { checkSaudiMobile } from '../text/phone.js';
import { FULL_SHARE_BP, parsePercent } from './basis-points.js';
import { checkSaudiIban } from './iban.js';
import { checkAdditionalNumber, checkBuildingNumber, checkPostalCode, checkShortAddress } from './national-address.js';
import { PERSON_ID_TYPES, checkPassportNumber, checkPersonId } from './person-id.js';
import { checkGoldKarat, checkMetalWeight, checkSilverFineness } from './precious-metals.js';
import { checkAssetRatio, checkBeneficiaryShares } from './shares.js';
import { checkCompanyNumber } from './unified-number.js';

/*
 * The zod schemas of the endowment formats, for the wizard's forms and the server's bodies alike,
 * each built on the pure validator beside it (pages that only check a value import that, not zod).
 */

/** National ID or iqama (the sign-up rule: 10 digits, 1 or 2, Luhn). */
export const nationalIdSchema = idNumberSchema;
export const passportNumberSchema = checkedString(checkPassportNumber);

/** A person's identification: the number is read by its type, the error put on `idNumber`. */
export const personIdentitySchema = z
  .object({ idType: z.enum(PERSON_ID_TYPES), idNumber: z.string().max(64) })
  .transform(({ idType, idNumber }, ctx) => {
    const checked = checkPersonId(idType, idNumber);
    if (checked.ok) return { idType, idNumber: checked.value };
    ctx.addIssue({ code: 'custom', message: checked.message, path: ['idNumber'] });
    return z.NEVER;
  });

/** A Saudi mobile in a range in service (libphonenumber's metadata), stored as E.164. */
export const saudiMobileSchema = checkedString(checkSaudiMobile, 32);

export const ibanSchema = checkedString(checkSaudiIban);
export const companyNumberSchema = checkedString(checkCompanyNumber);

export const buildingNumberSchema = checkedString(checkBuildingNumber);
export const additionalNumberSchema = checkedString(checkAdditionalNumber);
export const postalCodeSchema = checkedString(checkPostalCode);
export const shortAddressSchema = checkedString(checkShortAddress);

const numberOrText = z.union([z.number(), z.string().max(16)]);
export const goldKaratSchema = checkedSchema(numberOrText, checkGoldKarat);
export const silverFinenessSchema = checkedSchema(numberOrText, checkSilverFineness);
/** A weight typed in grams (form text), to whole milligrams. */
export const metalWeightTextSchema = checkedString(checkMetalWeight, 32);
/** A stored weight, whole milligrams (the API's form of it). */
export const metalWeightMgSchema = z.int().min(1, 'field.metalWeight').max(1_000_000_000, 'field.metalWeight');

/** A percentage typed in a form ("33.33", "٣٣٫٣٣") to basis points. */
export const percentTextSchema = checkedString(parsePercent, 16);
/** A beneficiary line's share in basis points, 0 to 10000 (the lines' total is checked apart). */
export const shareBpSchema = z.int().min(0, 'field.percent').max(FULL_SHARE_BP, 'field.percent');
/** An asset's endowed ratio in basis points, in (0, 10000]. */
export const assetRatioBpSchema = checkedSchema(z.number(), checkAssetRatio);
/** Beneficiary lines' shares: they total exactly 10000 (100.00 %). */
export const beneficiarySharesSchema = checkedSchema(z.array(shareBpSchema), checkBeneficiaryShares);

/** A Hijri day typed YYYY-MM-DD (or with /, in any digits) that exists in Umm al-Qura, AH 1300–1600. */
export const hijriDateSchema = checkedString(checkHijriDate, 32);
