import { APPOINTMENT_STATUSES, type Statistics } from '@bayan/shared';
import type { DayRange } from './period';

/** Every appointment the clinic ever had, past or booked ahead: the statistics' widest period. */
export const ALL_TIME: DayRange = { from: '2000-01-01', to: '2100-12-31' };

/** Whether the period's figures hold any appointment or takings. */
export const hasAppointments = (stats: Statistics) =>
  APPOINTMENT_STATUSES.some((status) => stats.appointments[status] > 0) || stats.revenueThisMonth.amount > 0;
