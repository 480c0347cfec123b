import { describe, expect, it } from 'vitest';
import { numberFromInput } from './number-input';

describe('a number typed in a text box', () => {
  it('reads Arabic-Indic, Eastern Arabic-Indic and Latin digits alike', () => {
    expect(numberFromInput('١٢٠')).toBe(120);
    expect(numberFromInput('۴۲')).toBe(42);
    expect(numberFromInput(' 7 ')).toBe(7);
  });

  it('leaves a blank absent and a non-number NaN, for the schema to judge', () => {
    expect(numberFromInput('  ')).toBeUndefined();
    expect(numberFromInput('abc')).toBeNaN();
    expect(numberFromInput(5)).toBe(5);
  });
});
