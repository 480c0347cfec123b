import { describe, expect, it } from 'vitest';
import { blockFormSchema, blockFormValues, blockSpan } from './block-form';

describe('the time-off form', () => {
  it('sends whole days as days, and hours as the clinic’s wall time, Arabic digits read', () => {
    const days = blockFormSchema.parse({ ...blockFormValues('d-1'), firstDay: '2026-12-01', lastDay: '2026-12-03' });
    expect(days).toEqual({ doctorPubkey: 'd-1', from: '2026-12-01', to: '2026-12-03', reason: '' });
    const hours = blockFormSchema.parse({
      ...blockFormValues(),
      scope: 'clinic',
      etablissementPubkey: 'e-1',
      firstDay: '٢٠٢٦-١٢-٠١',
      lastDay: '2026-12-01',
      fromTime: '١٤:٠٠',
      toTime: '16:30',
      reason: 'صيانة',
    });
    expect(hours).toEqual({
      etablissementPubkey: 'e-1',
      from: '2026-12-01T14:00',
      to: '2026-12-01T16:30',
      reason: 'صيانة',
    });
  });

  it('wants the chosen doctor or clinic, and days in order', () => {
    const result = blockFormSchema.safeParse({
      ...blockFormValues(),
      scope: 'clinic',
      firstDay: '2026-12-03',
      lastDay: '2026-12-01',
    });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['etablissementPubkey', 'lastDay']);
  });

  it('reads a block back as days and hours on the clinic’s clock', () => {
    expect(blockSpan({ start: '2026-12-01T00:00:00+03:00', end: '2026-12-04T00:00:00+03:00' })).toEqual({
      firstDay: '2026-12-01',
      fromTime: null,
      lastDay: '2026-12-03',
      toTime: null,
    });
    expect(blockSpan({ start: '2026-12-01T14:00:00+03:00', end: '2026-12-01T16:30:00+03:00' })).toEqual({
      firstDay: '2026-12-01',
      fromTime: '14:00',
      lastDay: '2026-12-01',
      toTime: '16:30',
    });
  });
});
