import { describe, expect, it } from 'vitest';
import { clinicCalendar, withinOpening } from './etablissement-hours.js';

const riyadh = clinicCalendar({ timeZone: 'Asia/Riyadh', weekendDays: [5], startHour: '09:00', endHour: '21:00' });
/** 2026-03-03 was a Tuesday; Riyadh is UTC+3 all year. */
const at = (iso: string, minutes = 30) => [new Date(iso), new Date(Date.parse(iso) + minutes * 60_000)] as const;

describe('withinOpening', () => {
  it.each([
    ['opening to closing, in the clinic’s zone', '2026-03-03T09:00:00+03:00', 720, true],
    ['starting before the doors open', '2026-03-03T08:45:00+03:00', 30, false],
    ['running past closing', '2026-03-03T20:45:00+03:00', 30, false],
    ['ending at closing', '2026-03-03T20:30:00+03:00', 30, true],
    ['on the Friday weekend', '2026-03-06T10:00:00+03:00', 30, false],
  ])('%s', (_, start, minutes, expected) => {
    expect(withinOpening(riyadh, ...at(start, minutes))).toBe(expected);
  });

  it('reads the hours and weekday in the zone given, with its daylight saving', () => {
    const london = clinicCalendar({
      timeZone: 'Europe/London',
      weekendDays: [0],
      startHour: '09:00',
      endHour: '17:00',
    });
    expect(withinOpening(london, ...at('2026-07-07T08:00:00Z'))).toBe(true); // 09:00 BST
    expect(withinOpening(london, ...at('2026-01-06T08:00:00Z'))).toBe(false); // 08:00 GMT
    const allDay = clinicCalendar({ timeZone: 'Asia/Riyadh', weekendDays: [5], startHour: '00:00', endHour: '24:00' });
    expect(withinOpening(allDay, ...at('2026-03-03T23:30:00+03:00'))).toBe(true);
    expect(withinOpening(allDay, ...at('2026-03-05T22:30:00Z'))).toBe(false); // Thursday in UTC, Friday in Riyadh
  });
});
