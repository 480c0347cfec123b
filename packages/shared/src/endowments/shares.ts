import { invalid, valid, type Checked } from '../text/checked.js';
import { FULL_SHARE_BP } from './basis-points.js';

/**
 * An asset's endowed ratio (حصة شائعة), in (0, 100 %]: some of it at least, all of it at most.
 * Ratios are per asset and never summed across assets (waqf notes §5).
 */
export function checkAssetRatio(bp: number): Checked<number, 'field.assetRatio'> {
  return Number.isInteger(bp) && bp > 0 && bp <= FULL_SHARE_BP ? valid(bp) : invalid('field.assetRatio');
}

/** The sum of beneficiary lines' shares, in basis points. */
export const sharesTotal = (shares: readonly number[]) => shares.reduce((sum, share) => sum + share, 0);

/** Beneficiary shares (each a whole number of basis points) that total exactly 100.00 %, or why not. */
export function checkBeneficiaryShares<Shares extends readonly number[]>(
  shares: Shares,
): Checked<Shares, 'field.sharesTotal'> {
  const whole = shares.every((share) => Number.isInteger(share) && share >= 0);
  return whole && sharesTotal(shares) === FULL_SHARE_BP ? valid(shares) : invalid('field.sharesTotal');
}
