import { z } from 'zod';
import { checkDateRange, dateRangeShape } from '../events/date-range.js';
import { ROLES } from '../permissions/roles.js';
import { intFromText } from '../ids/id-schemas.js';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from './appointment-statuses.js';

const count = z.number().int();
const queryInt = (min: number, max: number) => intFromText(z.number().int().min(min).max(max));

export const moneySchema = z.object({
  amount: z.number().describe('In SAR, to the halala (two decimals)'),
  currency: z.literal('SAR'),
});

/** Defaults: the current month in Riyadh. */
export const periodQuerySchema = z.object(dateRangeShape).superRefine(checkDateRange);
export const professionalsQuerySchema = z
  .object({ ...dateRangeShape, limit: queryInt(1, 50).default(5) })
  .superRefine(checkDateRange);
/** Default: the current year in Riyadh. */
export const yearQuerySchema = z.object({ year: queryInt(2000, 2100).optional() });

export const statisticsSchema = z
  .object({
    statistics: z.object({
      users: z.object({
        total: count.describe('Accounts that are not deleted'),
        byRole: z.record(z.enum(ROLES), count),
        newInPeriod: count,
      }),
      patients: count,
      doctors: count,
      names: z.object({ total: count, active: count }),
      events: z.object({ total: count, inPeriod: count }),
      appointments: z.object(
        Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s, count])) as Record<AppointmentStatus, typeof count>,
      ),
      revenueThisMonth: moneySchema,
    }),
  })
  .meta({ id: 'DashboardStatistics' });

export const professionalSchema = z.object({
  doctor: z.object({ pubkey: z.string(), name: z.string() }),
  speciality: z.string().nullable(),
  appointments: count.describe('Done appointments in the period'),
  revenue: moneySchema,
});

export const mostProfitableSchema = z
  .object({ mostProfitableProfessionals: z.array(professionalSchema) })
  .meta({ id: 'MostProfitableProfessionals' });

export const yearlyRevenueSchema = z
  .object({
    yearlyRevenue: z.object({
      year: count,
      currency: z.literal('SAR'),
      months: z.array(z.number()).length(12).describe('January to December, in SAR'),
    }),
  })
  .meta({ id: 'YearlyRevenue' });

export type Statistics = z.infer<typeof statisticsSchema>['statistics'];
export type Period = z.output<typeof periodQuerySchema>;
export type ProfessionalsQuery = z.output<typeof professionalsQuerySchema>;
export type Professional = z.infer<typeof professionalSchema>;
export type YearlyRevenue = z.infer<typeof yearlyRevenueSchema>['yearlyRevenue'];
