import { auditActions } from '../audit/audit-definition.js';
import type { AppointmentSeries } from './series-contract.js';

export const SERIES_AUDIT_ACTIONS = auditActions({
  'appointment_series.book': {
    entity: 'appointment_series',
    label: { ar: 'حُجزت سلسلة مواعيد', en: 'Appointment series booked' },
  },
  'appointment_series.cancel': {
    entity: 'appointment_series',
    label: { ar: 'أُلغيت مواعيد من سلسلة', en: 'Appointments of a series canceled' },
  },
});

export interface SeriesAuditPayloads {
  /** `conflicts`: the occurrences a free-only booking left out, with why. */
  'appointment_series.book': { after: AppointmentSeries & { conflicts: number[] } };
  /** `canceled`: the appointments this call canceled, from `from` on. */
  'appointment_series.cancel': {
    before: AppointmentSeries;
    after: AppointmentSeries & { canceled: string[]; reason?: string | undefined };
  };
}
