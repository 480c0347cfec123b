import { describe, expect, it } from 'vitest';
import { layoutDays, minutesOn, timeWindow } from './layout';

const ZONE = 'Asia/Riyadh';
/** An appointment from Riyadh wall-clock times on a day, written in UTC as the API does. */
const item = (id: string, day: string, from: string, to: string) => ({
  id,
  start: new Date(`${day}T${from}:00+03:00`).toISOString(),
  end: new Date(`${day}T${to}:00+03:00`).toISOString(),
});
const range = (entry: { start: string; end: string }) => entry;
const WINDOW = { start: 9 * 60, end: 21 * 60 };
const WEEK = ['2026-03-07', '2026-03-08', '2026-03-09'];
const placed = (layout: ReturnType<typeof layoutDays<ReturnType<typeof item>>>[number]) =>
  layout.items.map(({ item: { id }, rowStart, rowEnd, column, span }) => ({ id, rowStart, rowEnd, column, span }));

describe('the calendar layout', () => {
  it('puts each appointment in its clinic day’s column and its rows (five minutes each)', () => {
    const days = layoutDays(
      [item('a', '2026-03-08', '09:00', '09:30'), item('b', '2026-03-09', '10:15', '11:00')],
      range,
      WEEK,
      ZONE,
      WINDOW,
    );
    expect(days.map((day) => day.items.length)).toEqual([0, 1, 1]);
    expect(placed(days[1]!)).toEqual([{ id: 'a', rowStart: 1, rowEnd: 7, column: 1, span: 1 }]);
    expect(placed(days[2]!)).toEqual([{ id: 'b', rowStart: 16, rowEnd: 25, column: 1, span: 1 }]);
  });

  it('reads the day in the clinic’s zone: 00:30 in Riyadh is the next day, still 21:30 UTC', () => {
    const late = { id: 'n', start: '2026-03-07T21:30:00Z', end: '2026-03-07T22:00:00Z' };
    const [saturday, sunday] = layoutDays([late], range, WEEK, ZONE, { start: 0, end: 24 * 60 });
    expect(saturday!.items).toEqual([]);
    expect(placed(sunday!)).toEqual([{ id: 'n', rowStart: 7, rowEnd: 13, column: 1, span: 1 }]);
  });

  it('sets overlapping appointments side by side at equal widths, the others full width', () => {
    const [day] = layoutDays(
      [
        item('a', '2026-03-07', '10:00', '11:00'),
        item('b', '2026-03-07', '10:30', '11:30'),
        item('c', '2026-03-07', '13:00', '13:30'),
      ],
      range,
      ['2026-03-07'],
      ZONE,
      WINDOW,
    );
    expect(day!.columns).toBe(2);
    expect(placed(day!)).toEqual([
      { id: 'a', rowStart: 13, rowEnd: 25, column: 1, span: 1 },
      { id: 'b', rowStart: 19, rowEnd: 31, column: 2, span: 1 },
      { id: 'c', rowStart: 49, rowEnd: 55, column: 1, span: 2 },
    ]);
  });

  it('reuses a lane freed inside a cluster, and sizes clusters of two and three in one grid', () => {
    const [day] = layoutDays(
      [
        item('a', '2026-03-07', '09:00', '10:00'),
        item('b', '2026-03-07', '09:00', '09:30'),
        item('c', '2026-03-07', '09:30', '10:00'),
        item('x', '2026-03-07', '12:00', '13:00'),
        item('y', '2026-03-07', '12:00', '13:00'),
        item('z', '2026-03-07', '12:30', '13:00'),
      ],
      range,
      ['2026-03-07'],
      ZONE,
      WINDOW,
    );
    expect(day!.columns).toBe(6);
    const columns = Object.fromEntries(placed(day!).map(({ id, column, span }) => [id, [column, span]]));
    expect(columns).toEqual({ a: [1, 3], b: [4, 3], c: [4, 3], x: [1, 2], y: [3, 2], z: [5, 2] });
  });

  it('keeps the columns logical: the first lane is the inline start (the right edge in Arabic)', () => {
    const pair = [item('first', '2026-03-07', '10:00', '11:00'), item('second', '2026-03-07', '10:00', '10:30')];
    const [day] = layoutDays(pair, range, ['2026-03-07'], ZONE, WINDOW);
    expect(placed(day!).map(({ id, column }) => [id, column])).toEqual([
      ['first', 1],
      ['second', 2],
    ]);
  });

  it('cuts what lies outside the window and drops what is wholly outside it', () => {
    const [day] = layoutDays(
      [item('early', '2026-03-07', '08:30', '09:30'), item('night', '2026-03-07', '22:00', '22:30')],
      range,
      ['2026-03-07'],
      ZONE,
      WINDOW,
    );
    expect(placed(day!)).toEqual([{ id: 'early', rowStart: 1, rowEnd: 7, column: 1, span: 1 }]);
  });

  it('widens the hours to whole hours around what is shown, or keeps the clinic’s usual day', () => {
    const spans = minutesOn(
      [item('a', '2026-03-07', '07:45', '08:15'), item('b', '2026-03-08', '22:10', '22:40')],
      range,
      WEEK,
      ZONE,
    );
    expect(timeWindow(spans, WINDOW)).toEqual({ start: 7 * 60, end: 23 * 60 });
    expect(timeWindow([], WINDOW)).toEqual(WINDOW);
    expect(minutesOn([item('a', '2026-03-20', '07:45', '08:15')], range, WEEK, ZONE)).toEqual([]);
  });
});
