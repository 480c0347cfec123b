import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBasisPoints, parsePercent } from './basis-points.js';
import { checkAssetRatio, checkBeneficiaryShares, sharesTotal } from './shares.js';

describe('percentages in basis points', () => {
  it.each([
    ['33.33', 3333],
    ['٣٣٫٣٣', 3333],
    ['۳۳٫۳۳', 3333],
    ['33,33', 3333],
    ['12.5', 1250],
    ['50', 5000],
    ['50 %', 5000],
    ['٪٥٠', 5000],
    ['100', 10000],
    ['100.00', 10000],
    ['0', 0],
    ['0.01', 1],
    ['33.3', 3330],
  ])('reads %j as %i', (input, bp) => {
    expect(parsePercent(input)).toEqual({ ok: true, value: bp });
  });

  it.each(['100.01', '101', '33.333', '-5', '.5', '5.', '1e2', 'abc', ''])('refuses %j', (input) => {
    expect(parsePercent(input)).toEqual({ ok: false, message: 'field.percent' });
  });

  it('writes basis points back without needless zeros, in either language', () => {
    expect(formatBasisPoints(3333)).toBe('33.33');
    expect(formatBasisPoints(1250)).toBe('12.5');
    expect(formatBasisPoints(10000)).toBe('100');
    expect(formatBasisPoints(5)).toBe('0.05');
    expect(formatBasisPoints(3333, 'ar')).toBe('٣٣٫٣٣');
    expect(formatBasisPoints(10000, 'ar')).toBe('١٠٠');
  });

  it('reads back exactly what it writes, for every basis point from 0 to 10000', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10000 }),
        fc.constantFrom('en', 'ar') as fc.Arbitrary<'en' | 'ar'>,
        (bp, lang) => {
          expect(parsePercent(formatBasisPoints(bp, lang))).toEqual({ ok: true, value: bp });
        },
      ),
    );
  });
});

describe('shares and ratios', () => {
  it('takes beneficiary lines that total exactly 100.00 %', () => {
    expect(checkBeneficiaryShares([3333, 3333, 3334])).toEqual({ ok: true, value: [3333, 3333, 3334] });
    expect(checkBeneficiaryShares([10000])).toEqual({ ok: true, value: [10000] });
    expect(sharesTotal([5000, 4900])).toBe(9900);
  });

  it.each([[[3333, 3333, 3333]], [[5000, 4900]], [[5000, 5001]], [[]], [[10000.5, -0.5]], [[12000, -2000]]])(
    'refuses %j',
    (shares) => {
      expect(checkBeneficiaryShares(shares)).toEqual({ ok: false, message: 'field.sharesTotal' });
    },
  );

  it('keeps each asset ratio in (0, 100 %]', () => {
    expect(checkAssetRatio(1)).toEqual({ ok: true, value: 1 });
    expect(checkAssetRatio(10000)).toEqual({ ok: true, value: 10000 });
    for (const bp of [0, -1, 10001, 50.5, Number.NaN]) {
      expect(checkAssetRatio(bp), String(bp)).toEqual({ ok: false, message: 'field.assetRatio' });
    }
  });
});
