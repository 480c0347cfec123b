import { describe, expect, it } from 'vitest';
import { deductedPercentBp, expenseAmountsHalalas } from './deed-expenses.js';
import { parseSarAmount } from './sar-amount.js';

describe('parseSarAmount', () => {
  it.each([
    ['1500', 150_000],
    ['1,500.50', 150_050],
    ['١٬٥٠٠٫٥٠', 150_050],
    ['٢٥٠٠ ر.س', 250_000],
    ['0.01', 1],
    ['1000000000', 100_000_000_000],
  ])('reads %s as %i halalas', (typed, halalas) => {
    expect(parseSarAmount(typed)).toEqual({ ok: true, value: halalas });
  });

  it.each(['', '0', '0.00', '-5', '12.345', '1,50', '1e3', 'abc', '1000000000.01'])('refuses %j', (typed) => {
    expect(parseSarAmount(typed)).toEqual({ ok: false, message: 'field.deedAmount' });
  });
});

describe('the deductions’ totals', () => {
  it('sums the percentages of the expenses and a percent reward, and the amounts apart', () => {
    const draft = {
      expenses: [
        { key: 'a', kind: 'PERCENT' as const, value: '10' },
        { key: 'b', kind: 'PERCENT' as const, value: '٢٫٥' },
        { key: 'c', kind: 'AMOUNT' as const, value: '2500' },
        { key: 'd', kind: 'AMOUNT' as const, value: '١٠٠٫٢٥' },
        { key: 'e', kind: 'PERCENT' as const, value: 'x' },
      ],
      reward: { kind: 'PERCENT' as const, value: '5' },
    };
    expect(deductedPercentBp(draft)).toBe(1750);
    expect(expenseAmountsHalalas(draft)).toBe(260_025);
    expect(deductedPercentBp({ ...draft, reward: { kind: 'AMOUNT', value: '5' } })).toBe(1250);
  });
});
