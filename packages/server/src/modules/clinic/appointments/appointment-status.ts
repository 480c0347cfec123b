import type { AppointmentStatus } from '@bayan/shared';
import type { AppointmentStatusValue } from './appointments.table.js';

/** The API's status words (the spec's, PRODUCT.md §7) and the table's, one for one. */
const TO_DB = {
  Pending: 'pending',
  Planed: 'planed',
  Rejected: 'rejected',
  Canceled: 'canceled',
  Done: 'done',
  NoShow: 'no_show',
} as const satisfies Record<AppointmentStatus, AppointmentStatusValue>;

const TO_API = Object.fromEntries(Object.entries(TO_DB).map(([api, db]) => [db, api])) as Record<
  AppointmentStatusValue,
  AppointmentStatus
>;

export const statusToDb = (status: AppointmentStatus): AppointmentStatusValue => TO_DB[status];
export const statusToApi = (status: AppointmentStatusValue): AppointmentStatus => TO_API[status];
