import { invalid, valid, type Checked } from '../text/checked.js';
import { compactCode } from '../text/digits.js';
import { checkIdNumber } from '../text/national-id.js';
import { checkCompanyNumber, companyNumberKind } from './unified-number.js';

/** How a person in a deed is identified (waqf notes §9); UNIFIED is a legal person's number. */
export const PERSON_ID_TYPES = ['NID', 'IQAMA', 'PASSPORT', 'UNIFIED'] as const;
export type PersonIdType = (typeof PERSON_ID_TYPES)[number];

/**
 * A passport number as ICAO 9303 writes it in the machine-readable zone: up to 9 letters and
 * digits. Issuers vary (Saudi: a letter and 8 digits), so 6 to 9 characters, at least one a digit,
 * upper-cased, spaces and dashes dropped.
 */
export function checkPassportNumber(input: string): Checked<string, 'field.passport'> {
  const code = compactCode(input).toUpperCase();
  return /^(?=.*\d)[A-Z0-9]{6,9}$/.test(code) ? valid(code) : invalid('field.passport');
}

export type PersonIdMessage =
  | 'field.idNumber'
  | 'field.idNumberChecksum'
  | 'field.idNumberCitizen'
  | 'field.idNumberResident'
  | 'field.passport'
  | 'field.companyNumber'
  | 'field.unifiedNumber';

/** An ID number checked by its type: a national ID starts with 1, an iqama with 2, a unified number with 7. */
export function checkPersonId(type: PersonIdType, input: string): Checked<string, PersonIdMessage> {
  if (type === 'PASSPORT') return checkPassportNumber(input);
  if (type === 'UNIFIED') {
    const number = checkCompanyNumber(input);
    if (!number.ok || companyNumberKind(number.value) === 'unified') return number;
    return invalid('field.unifiedNumber');
  }
  const id = checkIdNumber(input);
  if (!id.ok) return id;
  if (type === 'NID' && !id.value.startsWith('1')) return invalid('field.idNumberCitizen');
  if (type === 'IQAMA' && !id.value.startsWith('2')) return invalid('field.idNumberResident');
  return valid(id.value);
}
