import {
  APPOINTMENT_STATUSES,
  riyadhMonth,
  riyadhYear,
  type AppointmentStatus,
  type Professional,
  type ProfessionalsQuery,
  type Statistics,
  type YearlyRevenue,
} from '@bayan/shared';
import type { ServiceDeps } from '../../services.js';
import type { Period } from './dashboard.repository.js';

/*
 * Appointments, doctors' revenue and monthly revenue come from the clinic module, which does
 * not exist yet. Until it does, those figures are what an empty clinic really has (no
 * appointments, no revenue), in their final shape; users, names and events are counted now.
 */
const NO_APPOINTMENTS = Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s, 0])) as Record<
  AppointmentStatus,
  number
>;

/** Dashboard figures (PRODUCT.md §6), computed by SQL over the period asked for (default: this month in Riyadh). */
export class DashboardService {
  constructor(private readonly deps: ServiceDeps) {}

  private get repository() {
    return this.deps.repos.dashboard;
  }

  private period(query: { from?: Date | undefined; to?: Date | undefined }): Period {
    const month = riyadhMonth(this.deps.clock.now());
    return { from: query.from ?? month.from, to: query.to ?? month.to };
  }

  async statistics(query: { from?: Date | undefined; to?: Date | undefined }): Promise<Statistics> {
    const period = this.period(query);
    const [users, names, events] = await Promise.all([
      this.repository.userCounts(period),
      this.repository.nameCounts(),
      this.repository.eventCounts(period),
    ]);
    return {
      users,
      patients: users.byRole.PATIENT,
      doctors: users.byRole.DOCTOR,
      names,
      events,
      appointments: { ...NO_APPOINTMENTS },
      revenueThisMonth: { amount: 0, currency: 'SAR' },
    };
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
