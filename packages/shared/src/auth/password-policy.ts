import { normalizeArabic } from '../text/normalize-arabic.js';

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

/**
 * Passwords people pick first. Compared after lower-casing and dropping the digits and symbols
 * around the letters, so "Password2024!" counts as "password".
 */
const COMMON = new Set([
  'password',
  'passw0rd',
  'p@ssword',
  'qwerty',
  'qwertyuiop',
  'asdfgh',
  'asdfghjkl',
  'zxcvbnm',
  'azerty',
  'letmein',
  'welcome',
  'admin',
  'administrator',
  'root',
  'login',
  'master',
  'secret',
  'changeme',
  'default',
  'iloveyou',
  'princess',
  'sunshine',
  'football',
  'baseball',
  'dragon',
  'monkey',
  'shadow',
  'superman',
  'batman',
  'trustno',
  'whatever',
  'freedom',
  'starwars',
  'computer',
  'internet',
  'samsung',
  'google',
  'apple',
  'hello',
  'hellohello',
  'abc',
  'abcdef',
  'abcdefgh',
  'abcdefghijkl',
  'test',
  'testing',
  'guest',
  'user',
  'qazwsx',
  'qazwsxedc',
  'mustang',
  'michael',
  'jennifer',
  'jordan',
  'hunter',
  'ranger',
  'soccer',
  'charlie',
  'andrew',
  'thomas',
  'summer',
  'winter',
  'spring',
  'autumn',
  'flower',
  'loveme',
  'lovely',
  'mohammed',
  'mohamed',
  'muhammad',
  'ahmed',
  'ahmad',
  'abdullah',
  'abdallah',
  'saudi',
  'saudiarabia',
  'riyadh',
  'jeddah',
  'makkah',
  'mecca',
  'madinah',
  'medina',
  'allah',
  'bismillah',
  'alhamdulillah',
  'subhanallah',
  'mashallah',
  'inshallah',
  'islam',
  'muslim',
  'palestine',
  'ksa',
  'arab',
  'arabic',
  'محمد',
  'احمد',
  'عبدالله',
  'السعوديه',
  'الرياض',
  'جده',
  'مكه',
  'المدينه',
  'الله',
  'بسمالله',
  'الحمدلله',
  'سبحانالله',
  'ماشاءالله',
  'كلمهالمرور',
  'كلمهسر',
  'مرحبا',
  'اهلا',
  'حبيبي',
]);

/** Digit runs that people type as passwords ("123456789012", "000000000000", "199019901990"…). */
function isTrivialDigits(digits: string): boolean {
  if (digits.length === 0) return false;
  if (/^(\d)\1*$/.test(digits)) return true;
  const ascending = '01234567890123456789';
  const descending = '98765432109876543210';
  return ascending.includes(digits) || descending.includes(digits) || /^(\d{2,4})\1+$/.test(digits);
}

function core(password: string): string {
  return normalizeArabic(password).replace(/[\d\s\p{P}\p{S}]+/gu, '');
}

/**
 * PRODUCT.md §5: 12–128 characters, no composition rules, common passwords and the account's own
 * words (name, email, phone, ID number, the product's name) refused. Returns the failed rule.
 */
export function checkPassword(
  password: string,
  context: readonly (string | null | undefined)[] = [],
): 'tooShort' | 'tooLong' | 'common' | 'personal' | null {
  if ([...password].length < PASSWORD_MIN) return 'tooShort';
  if ([...password].length > PASSWORD_MAX) return 'tooLong';
  const letters = core(password);
  const digits = password.replace(/\D/g, '');
  if (letters === '' ? isTrivialDigits(digits) : COMMON.has(letters) || /^(.)\1*$/u.test(letters)) return 'common';
  const folded = normalizeArabic(password).replace(/[\s\p{P}\p{S}]+/gu, '');
  const words = [...context, 'bayan', 'بيان']
    .flatMap((value) => normalizeArabic(value ?? '').split(/[\s@.+_-]+/))
    .filter((word) => [...word].length >= 4);
  if (words.some((word) => folded.includes(word) && [...folded].length - [...word].length < 8)) return 'personal';
  return null;
}

/** The spec's five-level meter (Weak, Poor, Normal, Good, Strong), as 0–4. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  if (password.length === 0) return 0;
  if (checkPassword(password) !== null && [...password].length < PASSWORD_MIN) return [...password].length < 8 ? 0 : 1;
  if (checkPassword(password) !== null) return 1;
  const classes = [/\p{Ll}/u, /\p{Lu}/u, /\d/, /[^\p{L}\d]/u, /[\u0600-\u06FF]/].filter((re) =>
    re.test(password),
  ).length;
  const length = [...password].length;
  const score = (length >= 20 ? 2 : length >= 16 ? 1 : 0) + (classes >= 3 ? 2 : classes >= 2 ? 1 : 0);
  return score >= 4 ? 4 : score >= 2 ? 3 : 2;
}

export const PASSWORD_STRENGTH_LEVELS = ['weak', 'poor', 'normal', 'good', 'strong'] as const;
