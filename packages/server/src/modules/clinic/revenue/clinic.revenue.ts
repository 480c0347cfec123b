import { zeroByStatus } from '@bayan/shared';
import type { Figures } from '../../../lib/module/define-module.js';
import type { Period } from '../../../lib/module/period.js';
import { sar, type Revenue } from '../../../lib/module/revenue.js';
import { statusToApi } from '../appointments/appointment-status.js';
import type { ClinicDeps } from '../clinic.deps.js';

/**
 * The clinic's share of the dashboard (PRODUCT.md §6): its appointments by state over the period,
 * and this month's takings (the current month on each clinic's clock, whatever the period).
 */
export async function clinicFigures(deps: ClinicDeps, period: Period): Promise<Figures> {
  const [counts, halalas] = await Promise.all([
    deps.repos.revenue.countByStatus(period),
    deps.repos.revenue.monthOf(deps.clock.now()),
  ]);
  const appointments = zeroByStatus();
  for (const row of counts) appointments[statusToApi(row.status)] = row.n;
  return { appointments, revenueThisMonth: sar(halalas) };
}

/** What the clinic earned: the doctors ranked by their Done appointments, and each month of a year. */
export function clinicRevenue(deps: ClinicDeps): Revenue {
  return {
    async earners(period, limit, lang) {
      const rows = await deps.repos.revenue.earners(period, limit);
      const names = await deps.users.accounts.names(rows.map((row) => row.doctorId));
      return rows.map((row) => ({
        doctor: names.get(row.doctorId)!,
        speciality: lang === 'en' ? row.specialityEn : row.specialityAr,
        appointments: row.appointments,
        halalas: row.halalas,
      }));
    },
    months: (year) => deps.repos.revenue.months(year),
  };
}
