import {
  riyadhMonth,
  riyadhYear,
  ROLES,
  zeroByStatus,
  type Language,
  type Role,
  type Professional,
  type ProfessionalsQuery,
  type Statistics,
  type YearlyRevenue,
} from '@bayan/shared';
import type { ModuleDeps } from '../../lib/module/define-module.js';
import type { Viewer } from '../../lib/caller.js';
import type { Period } from '../../lib/module/period.js';
import { sar } from '../../lib/module/revenue.js';

/*
 * Each module contributes its own figures (its manifest's `statistics`) and earnings (its
 * `revenue`). A figure no module gives is what an empty product really has (no names, no
 * appointments, no revenue): a switched-off module (the clinic) leaves these, in their final shape.
 */
const NO_ROLES = Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<Role, number>;

const EMPTY: Statistics = {
  users: { total: 0, byRole: NO_ROLES, newInPeriod: 0 },
  patients: 0,
  doctors: 0,
  names: { total: 0, active: 0 },
  events: { total: 0, inPeriod: 0 },
  appointments: zeroByStatus(),
  revenueThisMonth: sar(0),
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

  /** Doctors ranked by the revenue of their Done appointments in the period, specialities in `lang`. */
  async mostProfitableProfessionals(query: ProfessionalsQuery, lang: Language): Promise<Professional[]> {
    const earners = await this.deps.revenue.earners(this.period(query), query.limit, lang);
    return earners.map(({ halalas, ...earner }) => ({ ...earner, revenue: sar(halalas) }));
  }

  /** Revenue of each month of the year in SAR (zero without the clinic). */
  async yearlyRevenue(year: number | undefined): Promise<YearlyRevenue> {
    const chosen = year ?? riyadhYear(this.deps.clock.now());
    const months = await this.deps.revenue.months(chosen);
    return { year: chosen, currency: 'SAR', months: months.map((halalas) => sar(halalas).amount) };
  }
}
