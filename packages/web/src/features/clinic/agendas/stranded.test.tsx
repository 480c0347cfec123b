import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { strandedHref, strandedLines } from './stranded';

const refusal = (code: string, details: { path: string; code: string; message: string }[]) =>
  new ApiError(409, { code, message: 'refused', details });

describe('the appointments a refused change would strand', () => {
  it('reads each one’s clinic time, patient and reason from the 409’s details', () => {
    const error = refusal('CLINIC_AGENDA_STRANDS_BOOKINGS', [
      {
        path: 'appointments.ap-1',
        code: 'outside_agenda',
        message: '2026-12-01 10:30 سارة أحمد: خارج أيام الجدول أو ساعاته',
      },
      { path: 'appointments.ap-2', code: 'blocked', message: '2026-12-03 16:00 Dr: Who: in time off' },
    ]);
    expect(strandedLines(error)).toEqual([
      { id: 'ap-1', day: '2026-12-01', time: '10:30', patient: 'سارة أحمد', reason: 'outside_agenda' },
      { id: 'ap-2', day: '2026-12-03', time: '16:00', patient: 'Dr: Who', reason: 'blocked' },
    ]);
  });

  it('is nothing for other refusals', () => {
    expect(strandedLines(refusal('CLINIC_AGENDA_OVERLAP', []))).toBeNull();
    expect(strandedLines(new Error('x'))).toBeNull();
  });

  it('links the appointments list on the doctor and the days they fall on', () => {
    const lines = strandedLines(
      refusal('CLINIC_BLOCK_STRANDS_BOOKINGS', [
        { path: 'appointments.b', code: 'blocked', message: '2026-12-05 09:00 هند: في وقت محجوب' },
        { path: 'appointments.a', code: 'blocked', message: '2026-12-02 09:00 سارة: في وقت محجوب' },
      ]),
    )!;
    expect(strandedHref(lines, 'd-1')).toBe('/dashboard/appointments?doctor=d-1&from=2026-12-02&to=2026-12-05');
    expect(strandedHref(lines)).toBe('/dashboard/appointments?from=2026-12-02&to=2026-12-05');
  });
});
