import { describe, expect, it } from 'vitest';
import { fixedOffsetVtimezone } from './vtimezone.js';

const NOW = new Date('2026-12-07T12:00:00Z');

describe('fixedOffsetVtimezone', () => {
  it('writes one STANDARD rule from the zone’s own offset, half hours and west of UTC included', () => {
    expect(fixedOffsetVtimezone('Asia/Riyadh', NOW)?.split('\r\n')).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Riyadh',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0300',
      'TZOFFSETTO:+0300',
      'TZNAME:+03',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    expect(fixedOffsetVtimezone('Asia/Kolkata', NOW)).toContain('TZOFFSETTO:+0530');
    expect(fixedOffsetVtimezone('America/Bogota', NOW)).toContain('TZOFFSETTO:-0500');
    expect(fixedOffsetVtimezone('UTC', NOW)).toContain('TZOFFSETTO:+0000');
  });

  it('writes none for a zone with daylight saving time (its TZID is resolved by the calendar app)', () => {
    expect(fixedOffsetVtimezone('Europe/London', NOW)).toBeNull();
  });
});
