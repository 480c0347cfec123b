import { officialHolidays, type AppliedHolidays, type ApplyHolidays, type HolidayKind } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import type { ClinicActor } from '../appointment-access.js';
import { blockPeriod } from './block-period.js';
import { scopeOf, viewBlock } from './blocks.write.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { guardSchedule, reportStranded } from '../agendas/schedule-guard.js';

/** A holiday block's reason, in both languages (the time-off list shows it to whoever reads). */
const NAMES: Record<HolidayKind, string> = {
  eidAlFitr: 'عيد الفطر | Eid al-Fitr',
  eidAlAdha: 'عيد الأضحى | Eid al-Adha',
  foundingDay: 'يوم التأسيس | Founding Day',
  nationalDay: 'اليوم الوطني | National Day',
};

/**
 * Blocks a clinic's official holidays of a Gregorian year (officialHolidays: the Eids from Umm
 * al-Qura, Founding Day, National Day) in one transaction, the way one block is added: a holiday
 * covering active appointments refuses the whole action with their list (409), nothing half-done.
 * Idempotent: a holiday the clinic has (its key, unique per clinic) is reported, not added again.
 */
export async function applyHolidays(
  deps: ClinicDeps,
  input: ApplyHolidays,
  caller: Caller,
  actor: ClinicActor,
): Promise<AppliedHolidays> {
  const { doctors, timeZone, etablissementId } = await scopeOf(deps, input, actor);
  const clinicId = etablissementId!;
  const holidays = officialHolidays(input.year);
  const existing = await deps.repos.blocks.holidayKeys(
    clinicId,
    holidays.map(({ key }) => key),
  );
  const missing = holidays.filter(({ key }) => !existing.includes(key));
  const created = await reportStranded(deps, caller.lang, () =>
    deps.transact(async (repos, tx) => {
      const added = [];
      for (const holiday of missing) {
        const { start, end } = blockPeriod(holiday, timeZone, caller.lang);
        const owner = { doctorId: null, etablissementId: clinicId };
        const code = 'CLINIC_BLOCK_STRANDS_BOOKINGS';
        await guardSchedule(
          deps,
          tx,
          doctors,
          { overlapping: { start, end } },
          { block: { ...owner, start, end } },
          code,
        );
        const period = `[${start.toISOString()},${end.toISOString()})`;
        const row = await repos.blocks.insertHoliday({
          ...owner,
          period,
          reason: NAMES[holiday.kind],
          holidayKey: holiday.key,
        });
        if (!row) continue;
        const after = await viewBlock(repos, row.id, new Map());
        await deps.audit.record(caller, { action: 'block.create', entity: 'block', entityId: after.id, after }, { tx });
        added.push(after);
      }
      return added;
    }),
  );
  return { created, existing };
}
