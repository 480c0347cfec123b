import { describe, expect, it } from 'vitest';
import { promotionState } from './promotion-state';

const row = { active: true, validFrom: '2026-12-10', validTo: '2026-12-20' };

describe('where a promotion stands', () => {
  it('is scheduled before its first day, running through its last, then ended', () => {
    expect(promotionState(row, '2026-12-02')).toBe('scheduled');
    expect(promotionState(row, '2026-12-10')).toBe('running');
    expect(promotionState(row, '2026-12-20')).toBe('running');
    expect(promotionState(row, '2026-12-21')).toBe('ended');
  });

  it('is off whatever its days when switched off', () => {
    expect(promotionState({ ...row, active: false }, '2026-12-15')).toBe('inactive');
  });
});
