/** The zone's offset from UTC at `instant`, in minutes (Asia/Riyadh: 180). */
function offsetMinutes(timeZone: string, instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(instant);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name) ?? [];
  if (!sign) return 0;
  const total = Number(hours) * 60 + Number(minutes ?? 0);
  return sign === '-' ? -total : total;
}

/** +0300, as TZOFFSETFROM and TZOFFSETTO write an offset. */
function icsOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The VTIMEZONE of a zone without daylight saving time (Asia/Riyadh, the product's zone: +03:00 all
 * year since 1947), one STANDARD rule, its offset read from the platform's own zone data. A zone
 * whose offset differs between January and July has none here (null): its events still carry
 * their TZID, which calendar apps resolve from their own IANA data.
 */
export function fixedOffsetVtimezone(timeZone: string, now: Date): string | null {
  const year = now.getUTCFullYear();
  const winter = offsetMinutes(timeZone, new Date(Date.UTC(year, 0, 15)));
  const summer = offsetMinutes(timeZone, new Date(Date.UTC(year, 6, 15)));
  if (winter !== summer) return null;
  const offset = icsOffset(winter);
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    `TZNAME:${offset.slice(0, 3)}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n');
}
