import { describe, expect, it } from 'vitest';
import { codeMinutes } from './code-lifetime';

describe('a sent code’s minutes', () => {
  it('are whole, rounded, and never fewer than one', () => {
    expect(codeMinutes(600)).toBe(10);
    expect(codeMinutes(299)).toBe(5);
    expect(codeMinutes(20)).toBe(1);
    expect(codeMinutes(0)).toBe(1);
  });
});
