import { describe, expect, it } from 'vitest';
import { labelStep, niceMax, textWidth, ticks } from './scale';

describe('chart scales', () => {
  it('rounds the top of the value axis up to 1, 2 or 5 × 10ⁿ', () => {
    expect([0, 0.7, 3, 5000, 5001, 12_000, 180].map(niceMax)).toEqual([1, 1, 5, 5000, 10_000, 20_000, 200]);
  });

  it('puts the ticks on round steps', () => {
    expect(ticks(5000)).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    expect(ticks(20_000)).toEqual([0, 5000, 10_000, 15_000, 20_000]);
    expect(ticks(1)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(ticks(100)).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('labels every column when there is room, else every second or third', () => {
    expect(labelStep(60, 40)).toBe(1);
    expect(labelStep(21.6, 40)).toBe(2);
    expect(labelStep(12, 40)).toBe(4);
    expect(labelStep(0, 40)).toBe(1);
  });

  it('estimates a label wider the longer it is and the bigger its font', () => {
    expect(textWidth('September', 12)).toBeGreaterThan(textWidth('Sep', 12));
    expect(textWidth('Sep', 14)).toBeGreaterThan(textWidth('Sep', 12));
    expect(textWidth('', 12)).toBe(0);
  });
});
