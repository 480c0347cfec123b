import type { Language } from '../i18n/languages.js';

/**
 * Banks by the two-digit identifier at positions 5–6 of a Saudi IBAN: the cheque-clearing code SAMA
 * allocates to each bank (SARIE's IBAN format page, sarie.gov.sa/iban/?iban=format; the example
 * SA03 80… is Al Rajhi's, ECBS IBAN registry). SAMA publishes no machine-readable list and
 * third-party tables disagree (waqf notes §6), so only the codes on which the lists we compared
 * agree are named: almaal.org "رموز البنوك السعودية في الايبان", saudiwikimall.com "Saudi Banks
 * IBAN Codes 2024", and the banks' own IBAN pages. Left unnamed on purpose: 40 (Samba, merged into
 * SNB in 2021) and 50 (Alawwal, merged into SABB in 2019), whose accounts moved to the merged banks,
 * and 82, given to two different banks by different lists. An unnamed code is never a reason to
 * refuse an IBAN.
 */
export const SAUDI_BANKS: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  '05': { ar: 'مصرف الإنماء', en: 'Alinma Bank' },
  '10': { ar: 'البنك الأهلي السعودي', en: 'Saudi National Bank' },
  '15': { ar: 'بنك البلاد', en: 'Bank Albilad' },
  '20': { ar: 'بنك الرياض', en: 'Riyad Bank' },
  '30': { ar: 'البنك العربي الوطني', en: 'Arab National Bank' },
  '45': { ar: 'البنك السعودي الأول', en: 'Saudi Awwal Bank (SAB)' },
  '55': { ar: 'البنك السعودي الفرنسي', en: 'Banque Saudi Fransi' },
  '60': { ar: 'بنك الجزيرة', en: 'Bank AlJazira' },
  '65': { ar: 'البنك السعودي للاستثمار', en: 'The Saudi Investment Bank' },
  '71': { ar: 'بنك البحرين الوطني', en: 'National Bank of Bahrain' },
  '75': { ar: 'بنك الكويت الوطني', en: 'National Bank of Kuwait' },
  '76': { ar: 'بنك مسقط', en: 'Bank Muscat' },
  '80': { ar: 'مصرف الراجحي', en: 'Al Rajhi Bank' },
  '81': { ar: 'دويتشه بنك', en: 'Deutsche Bank' },
  '84': { ar: 'بنك زراعات التركي', en: 'T.C. Ziraat Bankası' },
  '85': { ar: 'بي إن بي باريبا', en: 'BNP Paribas' },
  '86': { ar: 'جي بي مورغان تشيس', en: 'J.P. Morgan Chase Bank' },
  '90': { ar: 'بنك الخليج الدولي', en: 'Gulf International Bank' },
  '95': { ar: 'بنك الإمارات دبي الوطني', en: 'Emirates NBD' },
};

/** The bank of a two-digit SAMA code, in both languages; null when the code is not a known bank. */
export function saudiBankName(code: string): Readonly<Record<Language, string>> | null {
  return Object.hasOwn(SAUDI_BANKS, code) ? SAUDI_BANKS[code]! : null;
}
