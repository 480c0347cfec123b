import { useState } from 'react';
import { formatHijriIso, gregorianToHijri, hijriToGregorian, parseHijriIso, toLatinDigits } from '@bayan/shared';
import { useFormat } from '../../hooks/use-format';

/**
 * What the day fields (date-field.tsx, dual-date/) share: reading a day typed YYYY-MM-DD in Latin or
 * Arabic-Indic digits in either calendar, and showing the text as typed while it still stands for
 * the form's value.
 */

/**
 * A typed day keeps its left-to-right order in Arabic-Indic digits too: without the override the
 * bidi algorithm shows "١٩٩٤-٠٨-١٨" as "١٨-٠٨-١٩٩٤" (digits as Arabic numbers, hyphens between them
 * right to left). Not on the placeholder (an empty field), whose Arabic words have their own marks.
 */
export const LTR_DAY = { unicodeBidi: 'bidi-override' } as const;

/** The input attributes of a day typed YYYY-MM-DD (`text` is what the field shows). */
export const dayInputProps = (text: string) => ({
  inputMode: 'numeric' as const,
  dir: 'ltr',
  maxLength: 10,
  autoComplete: 'off',
  style: text ? LTR_DAY : undefined,
});

/**
 * The Gregorian day of text typed as a Hijri day (Latin digits), else the text marked so it can
 * never pass as a Gregorian one (1415-03-10 is not 1415 AD); '' stays ''.
 */
export function gregorianOfHijriText(text: string): string {
  if (text === '') return '';
  const hijri = parseHijriIso(text);
  return (hijri && hijriToGregorian(hijri)) ?? `AH ${text}`;
}

/** A Gregorian day written as its Hijri one, YYYY-MM-DD; null outside the Umm al-Qura table or not a day. */
export function hijriTextOf(day: string): string | null {
  const hijri = gregorianToHijri(day);
  return hijri && formatHijriIso(hijri);
}

const pad = (part: string) => part.padStart(2, '0');

/**
 * A day as typed, in Latin digits and the order the forms hold (YYYY-MM-DD): Arabic-Indic digits
 * read as Latin ones, `/` or `.` between the parts, and day first when the year comes last
 * (١٠-١٢-٢٠٢٦, 10/12/2026), as a day is commonly written in Saudi Arabia (walk finding 9). The
 * field then names the day it read in words, so a day read otherwise than meant is seen at once.
 * Anything else is returned as it is, for the field's own check to refuse.
 */
export function readTypedDay(text: string): string {
  const latin = toLatinDigits(text).trim();
  const parts = latin.split(/[-/.]/);
  if (parts.length !== 3 || !parts.every((part) => /^\d+$/.test(part))) return latin;
  const [first, second, third] = parts as [string, string, string];
  if (first.length === 4 && second.length <= 2 && third.length <= 2) return `${first}-${pad(second)}-${pad(third)}`;
  if (third.length === 4 && first.length <= 2 && second.length <= 2) return `${third}-${pad(second)}-${pad(first)}`;
  return latin;
}

/** A day typed in `calendar` (Latin or Arabic-Indic digits, either order) as a form value: its Gregorian day, see above. */
export function readDayText(text: string, calendar: 'gregory' | 'hijri'): string {
  const day = readTypedDay(text);
  return calendar === 'gregory' ? day : gregorianOfHijriText(day);
}

/**
 * An example day as a field's placeholder, in the page's digits (`digits`), laid out left to right
 * as it is typed: the marks keep Arabic-Indic digits from being reordered (see LTR_DAY), which a
 * placeholder cannot take as a style. Digits, not words: "سنة-شهر-يوم" laid out left to right reads
 * day first to an Arabic reader (walk finding 9).
 */
export const dayPlaceholder = (digits: string) => `\u200e${digits.replace(/-/g, '\u200e-\u200e')}`;

/**
 * The text a day field shows for `value`: what the user typed (in the digits they typed it in)
 * while `read` of it still gives the value; otherwise (a reset, a value set from outside) `write`
 * of the value in the page's digits. Typed text is recorded with `setTyped`.
 */
export function useTypedText(value: string, read: (typed: string) => string, write: (value: string) => string) {
  const format = useFormat();
  const [typed, setTyped] = useState('');
  const text = read(typed) === value ? typed : format.digits(write(value));
  return { text, setTyped };
}
