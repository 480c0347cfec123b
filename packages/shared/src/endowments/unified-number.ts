import { invalid, valid, type Checked } from '../text/checked.js';
import { compactCode } from '../text/digits.js';

/**
 * What a ten-digit company number is: a leading 7 marks the Unified National Number (الرقم الوطني
 * الموحد), the sole identifier of new establishments since 3 April 2025; any other is a legacy
 * commercial registration (CR) number, still accepted (waqf notes §6).
 */
export type CompanyNumberKind = 'unified' | 'commercialRegistration';

export function companyNumberKind(number: string): CompanyNumberKind {
  return number.startsWith('7') ? 'unified' : 'commercialRegistration';
}

/** A CR or unified number as typed (Arabic-Indic digits, spaces, dashes): its ten digits, or why not. */
export function checkCompanyNumber(input: string): Checked<string, 'field.companyNumber'> {
  const digits = compactCode(input);
  return /^\d{10}$/.test(digits) ? valid(digits) : invalid('field.companyNumber');
}
