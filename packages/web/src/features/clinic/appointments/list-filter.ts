import { APPOINTMENT_STATUSES, RIYADH_UTC_OFFSET, type AppointmentStatus } from '@bayan/shared';
import { parseDay } from '../calendar/period';
import type { AppointmentsFilter } from './appointments';
import { addDays } from '../model/zoned-time';
import type { ListFilter } from './appointments-filters';

const isStatus = (value: string): value is AppointmentStatus =>
  (APPOINTMENT_STATUSES as readonly string[]).includes(value);
const midnight = (day: string) => `${day}T00:00:00${RIYADH_UTC_OFFSET}`;

/** A whole Riyadh day as the API's [from, to) instants. */
export const dayRange = (day: string) => ({ from: midnight(day), to: midnight(addDays(day, 1)) });

/**
 * The address's filters as the API takes them: the days are whole Riyadh days (as the audit
 * log's), a reversed period is not sent (the field says why), and a list of one state keeps it.
 */
export function listFilter(values: Record<ListFilter, string>, fixed?: AppointmentStatus) {
  const from = parseDay(values.from);
  const to = parseDay(values.to);
  const rangeError = from !== null && to !== null && to < from;
  const filter: AppointmentsFilter = {
    status: fixed ?? (isStatus(values.status) ? values.status : undefined),
    doctor: values.doctor || undefined,
    from: from ? midnight(from) : undefined,
    to: to && !rangeError ? midnight(addDays(to, 1)) : undefined,
  };
  return { filter, rangeError };
}
