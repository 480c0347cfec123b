import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES, ROLES, type AppointmentStatus, type Role } from '@bayan/shared';
import { allowedActions, needsReason } from './appointment-actions';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-03-10T09:00:00Z');
const at = (status: AppointmentStatus, hoursFromNow: number) => ({
  status,
  start: new Date(NOW + hoursFromNow * HOUR).toISOString(),
});
const actions = (status: AppointmentStatus, hoursFromNow: number, role: Role) =>
  allowedActions(at(status, hoursFromNow), role, NOW);

describe('the actions offered on an appointment (PRODUCT §7, as the server decides them)', () => {
  it('offers the care team confirm, reject and cancel on a future Pending one', () => {
    for (const role of ['STAFF', 'DOCTOR', 'ADMIN', 'SUPERADMIN'] as const)
      expect(actions('Pending', 5, role)).toEqual(['confirm', 'reject', 'cancel']);
  });

  it('offers done and no-show once a Planed appointment has started, cancel only before', () => {
    expect(actions('Planed', 5, 'STAFF')).toEqual(['cancel']);
    expect(actions('Planed', -1, 'DOCTOR')).toEqual(['done', 'no-show']);
    expect(actions('Planed', 0, 'DOCTOR')).toEqual(['done', 'no-show']);
  });

  it('stops offering no-show 48 hours after the start; done stays', () => {
    expect(actions('Planed', -48, 'STAFF')).toEqual(['done', 'no-show']);
    expect(actions('Planed', -49, 'STAFF')).toEqual(['done']);
  });

  it('lets a Pending appointment past its start be rejected, not confirmed', () => {
    expect(actions('Pending', -1, 'STAFF')).toEqual(['reject']);
  });

  it('gives a patient only cancel, before the start', () => {
    expect(actions('Pending', 30, 'PATIENT')).toEqual(['cancel']);
    expect(actions('Planed', 30, 'PATIENT')).toEqual(['cancel']);
    expect(actions('Planed', -1, 'PATIENT')).toEqual([]);
  });

  it('offers nothing on a final state, to anyone', () => {
    for (const status of ['Rejected', 'Canceled', 'Done', 'NoShow'] as const)
      for (const role of ROLES) for (const hours of [-5, 5]) expect(actions(status, hours, role)).toEqual([]);
  });

  it('offers nothing to roles outside the clinic', () => {
    for (const status of APPOINTMENT_STATUSES)
      for (const role of ['MEMBER', 'USER'] as const) expect(actions(status, 5, role)).toEqual([]);
  });

  it('asks a reason for a reject, and for a cancel by anyone but the patient', () => {
    expect(needsReason('reject', 'DOCTOR')).toBe(true);
    expect(needsReason('cancel', 'STAFF')).toBe(true);
    expect(needsReason('cancel', 'PATIENT')).toBe(false);
    expect(needsReason('confirm', 'STAFF')).toBe(false);
    expect(needsReason('done', 'DOCTOR')).toBe(false);
  });
});
