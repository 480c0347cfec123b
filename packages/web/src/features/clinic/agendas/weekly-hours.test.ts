import { describe, expect, it } from 'vitest';
import {
  addRange,
  copyDay,
  emptyWeek,
  minutesOf,
  removeRange,
  SATURDAY_FIRST,
  setTime,
  toWeeklyHours,
  weekIssues,
  weekOf,
  workingDays,
} from './weekly-hours';

describe('the weekly hours editor model', () => {
  it('starts a day at 09:00–13:00 and adds the next range after the last, an hour later', () => {
    let week = addRange(emptyWeek(), '6');
    expect(week['6']).toEqual([{ start: '09:00', end: '13:00' }]);
    week = addRange(week, '6');
    expect(week['6']).toEqual([
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ]);
    expect(week['0']).toEqual([]);
  });

  it('never runs a new range past midnight, and stops at eight ranges a day', () => {
    let week = weekOf({ '1': [{ start: '20:00', end: '23:30' }] });
    week = addRange(week, '1');
    expect(week['1'][1]).toEqual({ start: '23:00', end: '24:00' });
    for (let i = 0; i < 10; i += 1) week = addRange(week, '2');
    expect(week['2']).toHaveLength(8);
  });

  it('removes one range and changes one edge, leaving the others', () => {
    let week = addRange(addRange(emptyWeek(), '0'), '0');
    week = setTime(week, '0', 1, 'end', '17:30');
    expect(week['0'][1]).toEqual({ start: '14:00', end: '17:30' });
    week = removeRange(week, '0', 0);
    expect(week['0']).toEqual([{ start: '14:00', end: '17:30' }]);
  });

  it('copies a day to others, replacing their hours, with copies of its own ranges', () => {
    const week = weekOf({ '6': [{ start: '09:00', end: '12:00' }], '0': [{ start: '16:00', end: '20:00' }] });
    const copied = copyDay(week, '6', ['0', '1', '6']);
    expect(copied['0']).toEqual([{ start: '09:00', end: '12:00' }]);
    expect(copied['1']).toEqual([{ start: '09:00', end: '12:00' }]);
    expect(copied['2']).toEqual([]);
    copied['1'][0]!.start = '10:00';
    expect(copied['6'][0]!.start).toBe('09:00');
  });

  it('lists the week Saturday first, and the working days in that order', () => {
    expect(SATURDAY_FIRST).toEqual(['6', '0', '1', '2', '3', '4', '5']);
    const week = weekOf({ '2': [{ start: '09:00', end: '10:00' }], '6': [{ start: '09:00', end: '10:00' }] });
    expect(workingDays(week)).toEqual(['6', '2']);
  });

  it('reads Arabic-Indic digits as times and sends them in Latin digits', () => {
    expect(minutesOf('٠٩:٣٠')).toBe(570);
    expect(minutesOf('24:00')).toBe(1440);
    expect(minutesOf('24:30')).toBeNull();
    expect(minutesOf('9:30')).toBeNull();
    const week = weekOf({ '6': [{ start: '٠٩:٠٠', end: '١٣:٠٠' }] });
    expect(toWeeklyHours(week)).toEqual({ '6': [{ start: '09:00', end: '13:00' }] });
    expect(weekIssues(week).size).toBe(0);
  });
});

describe('the weekly hours rules (the server’s own schema)', () => {
  it('wants at least one day with hours', () => {
    expect([...weekIssues(emptyWeek()).values()]).toEqual(['field.hoursRequired']);
  });

  it('refuses a range ending before it starts, on its end', () => {
    const week = weekOf({ '0': [{ start: '13:00', end: '09:00' }] });
    expect(weekIssues(week).get('0.0.end')).toBe('field.hoursOrder');
  });

  it('refuses overlapping ranges of a day, on the later one, whatever order they were typed in', () => {
    const week = weekOf({
      '3': [
        { start: '12:00', end: '16:00' },
        { start: '09:00', end: '13:00' },
      ],
    });
    expect([...weekIssues(week)]).toEqual([['3.0.start', 'field.hoursOverlap']]);
  });

  it('takes ranges that only touch, and the same hours on different days', () => {
    const week = weekOf({
      '0': [
        { start: '09:00', end: '13:00' },
        { start: '13:00', end: '17:00' },
      ],
      '1': [{ start: '09:00', end: '13:00' }],
    });
    expect(weekIssues(week).size).toBe(0);
  });

  it('refuses what is not a time', () => {
    const week = weekOf({ '5': [{ start: '9h', end: '25:00' }] });
    expect(weekIssues(week).get('5.0.start')).toBe('field.clockTime');
    expect(weekIssues(week).get('5.0.end')).toBe('field.clockTime');
  });
});
