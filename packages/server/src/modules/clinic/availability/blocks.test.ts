import { describe, expect, it } from 'vitest';
import { blocksFor, overlapsAny } from './blocks.js';
import type { Block } from './types.js';

const clinic = (start: number, end: number): Block => ({ scope: 'clinic', start, end });
const doctor = (doctorId: string, start: number, end: number): Block => ({ scope: 'doctor', doctorId, start, end });

describe('blocksFor', () => {
  it("keeps the clinic's blocks and the doctor's own, merged into sorted disjoint intervals", () => {
    const blocks = [
      doctor('dr-a', 50, 60),
      clinic(10, 20),
      doctor('dr-b', 0, 100),
      clinic(15, 30),
      doctor('dr-a', 30, 40),
    ];
    expect(blocksFor(blocks, 'dr-a')).toEqual([
      { start: 10, end: 40 },
      { start: 50, end: 60 },
    ]);
  });

  it('drops empty or inverted blocks and does not change its input', () => {
    const blocks = [clinic(10, 10), clinic(30, 20), clinic(40, 50)];
    expect(blocksFor(blocks, 'dr-a')).toEqual([{ start: 40, end: 50 }]);
    expect(blocks[2]).toEqual(clinic(40, 50));
  });
});

describe('overlapsAny', () => {
  const merged = [
    { start: 10, end: 20 },
    { start: 40, end: 50 },
    { start: 70, end: 80 },
  ];

  it('finds any overlap with a half-open interval', () => {
    expect(overlapsAny(merged, 15, 16)).toBe(true);
    expect(overlapsAny(merged, 35, 41)).toBe(true);
    expect(overlapsAny(merged, 79, 100)).toBe(true);
    expect(overlapsAny(merged, 0, 100)).toBe(true);
  });

  it('does not count intervals that only touch', () => {
    expect(overlapsAny(merged, 20, 40)).toBe(false);
    expect(overlapsAny(merged, 0, 10)).toBe(false);
    expect(overlapsAny(merged, 80, 90)).toBe(false);
    expect(overlapsAny([], 0, 10)).toBe(false);
  });
});
