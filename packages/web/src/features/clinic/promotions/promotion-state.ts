import type { Promotion } from '@bayan/shared';

export type PromotionState = 'inactive' | 'scheduled' | 'running' | 'ended';

/**
 * Finding 33: where a promotion stands on a clinic day (YYYY-MM-DD): switched off, not started
 * yet, running, or over. A promotion from 10 December had read "Active" on 2 December.
 */
export function promotionState(
  row: Pick<Promotion, 'active' | 'validFrom' | 'validTo'>,
  today: string,
): PromotionState {
  if (!row.active) return 'inactive';
  if (today < row.validFrom) return 'scheduled';
  if (today > row.validTo) return 'ended';
  return 'running';
}
