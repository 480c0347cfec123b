import {
  formatBasisPoints,
  formatGrams,
  formatIban,
  gregorianToHijri,
  type HijriDate,
  type SnapshotPerson,
} from '@bayan/shared';

/*
 * How the document writes values: Arabic-Indic digits in an Arabic document (issue 15's digit
 * policy; `lang: 'en'` keeps Latin ones), dates Hijri first («١٤٤٧/٠١/٠١هـ الموافق ٢٦/٠٦/٢٠٢٥م»,
 * waqf notes §3), times in the deed's time zone, shares from basis points. Values that read left
 * to right (IBAN, e-mail, phone, the hash) are isolated by the renderer, not here.
 */

export type DocumentLanguage = 'ar' | 'en';

export function digits(text: string, lang: DocumentLanguage): string {
  return lang === 'ar' ? text.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d))) : text;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export const hijriText = ({ year, month, day }: HijriDate, lang: DocumentLanguage) =>
  digits(`${year}/${pad(month)}/${pad(day)}`, lang);

/** A Gregorian YYYY-MM-DD written DD/MM/YYYY. */
export const gregorianText = (iso: string, lang: DocumentLanguage) => digits(iso.split('-').reverse().join('/'), lang);

/** «١٤٤٧/٠١/٠١هـ الموافق ٢٦/٠٦/٢٠٢٥م», or the Gregorian day alone outside the Umm al-Qura table. */
export function dualDate(iso: string, lang: DocumentLanguage): string {
  const hijri = gregorianToHijri(iso);
  const gregorian = `${gregorianText(iso, lang)}م`;
  return hijri ? `${hijriText(hijri, lang)}هـ الموافق ${gregorian}` : gregorian;
}

/** An instant (ISO 8601) as the day and the time of day in `timeZone`: «…هـ الموافق …م، الساعة ١٠:٣٠». */
export function dualDateTime(instant: string, timeZone: string, lang: DocumentLanguage): string {
  const time = new Date(instant);
  if (Number.isNaN(time.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  return `${dualDate(day, lang)}، الساعة ${digits(`${part('hour')}:${part('minute')}`, lang)}`;
}

/** A share in basis points as «٣٣٫٣٣٪». */
export const percentText = (bp: number, lang: DocumentLanguage) =>
  lang === 'ar' ? `${formatBasisPoints(bp, 'ar')}٪` : `${formatBasisPoints(bp, 'en')}%`;

const sarFormats = new Map<string, Intl.NumberFormat>();

/** An amount in halalas as riyals, «٢٬٥٠٠ ريال» or «٣٬٠٠٠٫٥٠ ريال» (halalas shown only when there are some). */
export function sarText(halalas: number, lang: DocumentLanguage): string {
  const fraction = halalas % 100 === 0 ? 0 : 2;
  const key = `${lang}${fraction}`;
  let format = sarFormats.get(key);
  if (!format) {
    const locale = lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US-u-nu-latn';
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: fraction, maximumFractionDigits: fraction });
    sarFormats.set(key, format);
  }
  return `${format.format(halalas / 100)} ريال`;
}

export const gramsText = (mg: number, lang: DocumentLanguage) => digits(formatGrams(mg), lang);

export const ibanText = (iban: string) => formatIban(iban);

/** A person's four-part name; an entity's or a class's name as given. */
export function personName(person: SnapshotPerson | undefined): string {
  if (!person) return '';
  const parts =
    person.kind === 'person' || person.kind === undefined
      ? [person.firstName, person.fatherName, person.grandfatherName, person.lastName]
      : [person.firstName];
  return parts.filter(Boolean).join(' ');
}
