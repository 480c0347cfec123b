import { describe, expect, it } from 'vitest';
import { retryDelay } from './backoff.js';

describe('retryDelay', () => {
  it('doubles from 15 s to a 6-hour ceiling, jittered within the upper half', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelay(attempt, () => 1))).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(retryDelay(1, () => 0)).toBe(7_500);
    expect(retryDelay(30, () => 1)).toBe(6 * 3600_000);
    expect(retryDelay(30, () => 0)).toBe(3 * 3600_000);
  });
});
