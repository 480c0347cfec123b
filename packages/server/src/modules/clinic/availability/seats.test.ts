import { describe, expect, it } from 'vitest';
import { SeatCounter } from './seats.js';

describe('SeatCounter', () => {
  it('counts appointments overlapping each slot, in any input order', () => {
    const counter = new SeatCounter([
      { start: 30, end: 60 },
      { start: 0, end: 30 },
      { start: 0, end: 90 },
      { start: 200, end: 230 },
    ]);
    expect([0, 30, 60, 90, 200].map((start) => counter.booked(start, start + 30))).toEqual([2, 2, 1, 0, 1]);
  });

  it('lets the slot end move back while the start does not', () => {
    const counter = new SeatCounter([{ start: 50, end: 60 }]);
    expect(counter.booked(0, 100)).toBe(1);
    expect(counter.booked(10, 20)).toBe(0);
    expect(counter.booked(55, 56)).toBe(1);
  });

  it('agrees with a brute-force count on random data', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    const appointments = Array.from({ length: 300 }, () => {
      const start = random(100) * 15;
      return { start, end: start + (1 + random(4)) * 15 };
    });
    const counter = new SeatCounter(appointments);
    for (let start = 0; start < 1600; start += 15 * (1 + random(2))) {
      const end = start + 30;
      const expected = appointments.filter((a) => a.start < end && a.end > start).length;
      expect(counter.booked(start, end)).toBe(expected);
    }
  });
});
