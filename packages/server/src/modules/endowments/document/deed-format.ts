import {
  formatBasisPoints,
  formatGrams,
  formatIban,
  gregorianToHijri,
  type HijriDate,
  type SnapshotPerson,
} from '@bayan/shared';

/*
 * How the document writes values (issue 32's numeral policy, one document in every language):
 * Arabic-Indic digits for what is read as a number (dates, shares, amounts, weights, counts),
 * Western digits for what is typed or quoted as written (IDs, phones, address codes, account and
 * deed numbers, the WQF number: Saudi practice), which the tables print as stored. Both calendars
 * in one order, year first: «١٤٤٧/٠١/٠١هـ الموافق ٢٠٢٥/٠٦/٢٦م». Times in the deed's time zone;
 * shares from basis points. Values that read left to right are isolated by the renderer, not here.
 */

/** Arabic-Indic digits for Western ones. */
export function digits(text: string): string {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)));
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export const hijriText = ({ year, month, day }: HijriDate) => digits(`${year}/${pad(month)}/${pad(day)}`);

/** A Gregorian YYYY-MM-DD written YYYY/MM/DD, in the Hijri date's order. */
export const gregorianText = (iso: string) => digits(iso.replace(/-/g, '/'));

/** «١٤٤٧/٠١/٠١هـ الموافق ٢٠٢٥/٠٦/٢٦م», or the Gregorian day alone outside the Umm al-Qura table. */
export function dualDate(iso: string): string {
  const hijri = gregorianToHijri(iso);
  const gregorian = `${gregorianText(iso)}م`;
  return hijri ? `${hijriText(hijri)}هـ الموافق ${gregorian}` : gregorian;
}

/** An instant (ISO 8601) as the day and the time of day in `timeZone`: «…هـ الموافق …م، الساعة ١٠:٣٠». */
export function dualDateTime(instant: string, timeZone: string): string {
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
  return `${dualDate(day)}، الساعة ${digits(`${part('hour')}:${part('minute')}`)}`;
}

/** A share in basis points as «٣٣٫٣٣٪». */
export const percentText = (bp: number) => `${formatBasisPoints(bp, 'ar')}٪`;

const sarFormats = new Map<number, Intl.NumberFormat>();

/** An amount in halalas as riyals, «٢٬٥٠٠ ريال» or «٣٬٠٠٠٫٥٠ ريال» (halalas shown only when there are some). */
export function sarText(halalas: number): string {
  const fraction = halalas % 100 === 0 ? 0 : 2;
  let format = sarFormats.get(fraction);
  if (!format) {
    format = new Intl.NumberFormat('ar-SA-u-nu-arab', {
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
    });
    sarFormats.set(fraction, format);
  }
  return `${format.format(halalas / 100)} ريال`;
}

export const gramsText = (mg: number) => digits(formatGrams(mg));

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
