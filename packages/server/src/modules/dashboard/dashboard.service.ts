import {
  APPOINTMENT_STATUSES,
  riyadhMonth,
  riyadhYear,
  ROLES,
  type Role,
  type AppointmentStatus,
  type Professional,
  type ProfessionalsQuery,
  type Statistics,
  type YearlyRevenue,
} from '@bayan/shared';
import type { ModuleDeps } from '../../lib/module/define-module.js';
import type { Viewer } from '../../lib/caller.js';
import type { Period } from '../../lib/module/period.js';

/*
 * Each module contributes its own figures (its manifest's `statistics`). A figure no module gives
 * is what an empty product really has (no names, no appointments, no revenue): a switched-off or
 * not-yet-built module (the clinic) leaves these, in their final shape.
 */
const NO_APPOINTMENTS = Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s, 0])) as Record<
  AppointmentStatus,
  number
>;
const NO_ROLES = Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<Role, number>;

const EMPTY: Statistics = {
  users: { total: 0, byRole: NO_ROLES, newInPeriod: 0 },
  patients: 0,
  doctors: 0,
  names: { total: 0, active: 0 },
  events: { total: 0, inPeriod: 0 },
  appointments: NO_APPOINTMENTS,
  revenueThisMonth: { amount: 0, currency: 'SAR' },
};

/** Dashboard figures (PRODUCT.md §6), computed by SQL over the period asked for (default: this month in Riyadh). */
export class DashboardService {
  constructor(private readonly deps: ModuleDeps<Record<string, never>>) {}

  private period(query: { from?: Date | undefined; to?: Date | undefined }): Period {
    const month = riyadhMonth(this.deps.clock.now());
    return { from: query.from ?? month.from, to: query.to ?? month.to };
  }

  /** The figures as `viewer` may see them: an ADMIN's leave SUPERADMIN accounts and their events out. */
  async statistics(query: { from?: Date | undefined; to?: Date | undefined }, viewer: Viewer): Promise<Statistics> {
    return { ...EMPTY, ...(await this.deps.figures(this.period(query), viewer)) };
  }

  /** Doctors ranked by the revenue of their Done appointments in the period (none before the clinic module). */
  async mostProfitableProfessionals(_query: ProfessionalsQuery): Promise<Professional[]> {
    return [];
  }

  /** Revenue of each month of the year in SAR (zero before the clinic module). */
  async yearlyRevenue(year: number | undefined): Promise<YearlyRevenue> {
    return { year: year ?? riyadhYear(this.deps.clock.now()), currency: 'SAR', months: Array<number>(12).fill(0) };
  }
}
