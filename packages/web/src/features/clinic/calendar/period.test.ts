import { describe, expect, it } from 'vitest';
import { arrowStep, daysOf, parseDay, shift } from './period';

describe('the calendar’s period', () => {
  it('shows the Saturday-to-Friday week around a day', () => {
    const week = daysOf('week', '2026-03-11');
    expect(week).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
    ]);
    expect(daysOf('week', '2026-03-07')[0]).toBe('2026-03-07');
    expect(daysOf('week', '2026-03-13')[0]).toBe('2026-03-07');
    expect(daysOf('day', '2026-03-11')).toEqual(['2026-03-11']);
  });

  it('steps a day or a week', () => {
    expect(shift('day', '2026-03-11', -1)).toBe('2026-03-10');
    expect(shift('week', '2026-03-11', 1)).toBe('2026-03-18');
  });

  it('moves to the period shown on the side of the arrow: in Arabic the left arrow is the next one', () => {
    expect(arrowStep('ArrowLeft', 'rtl')).toBe(1);
    expect(arrowStep('ArrowRight', 'rtl')).toBe(-1);
    expect(arrowStep('ArrowRight', 'ltr')).toBe(1);
    expect(arrowStep('ArrowLeft', 'ltr')).toBe(-1);
    expect(arrowStep('ArrowUp', 'rtl')).toBe(0);
  });

  it('takes a day from the address only when it is a real one', () => {
    expect(parseDay('2026-02-28')).toBe('2026-02-28');
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('tomorrow')).toBeNull();
    expect(parseDay(null)).toBeNull();
  });
});
