import {
  ETABLISSEMENT_STAFF_FIELDS,
  fieldMessage,
  type CreateEtablissement,
  type ListEtablissementsQuery,
  type UpdateEtablissement,
} from '@bayan/shared';
import { AppError } from '../../../lib/http/app-error.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { etablissementCsv } from './directory.csv.js';
import { DirectoryResource, type WriteContext } from './directory-resource.js';
import { guardClinic, idOf, managedClinic } from './directory-scope.js';
import { toEtablissement } from './directory-views.js';
import { calendarAfter, changesCalendar, clinicCalendar, withinOpening } from './etablissement-hours.js';
import type { EtablissementRow } from './etablissements.table.js';

const NOT_FOUND = 'CLINIC_ETABLISSEMENT_NOT_FOUND';

/** STAFF edit only their own clinic, and only how to reach it and when it opens. */
function checkStaff(row: EtablissementRow, body: UpdateEtablissement, { actor }: WriteContext) {
  guardClinic(actor, NOT_FOUND)({ etablissementId: row.id });
  const allowed: readonly string[] = ETABLISSEMENT_STAFF_FIELDS;
  if (managedClinic(actor) !== undefined && Object.keys(body).some((field) => !allowed.includes(field)))
    throw new AppError('CLINIC_STAFF_FIELDS');
}

/**
 * New days, hours or zone: still opening before closing once merged with the stored ones, and no
 * Pending or Planed appointment to come left outside them (staff move or cancel those first).
 */
async function checkCalendar(
  deps: ClinicDeps,
  row: EtablissementRow,
  body: UpdateEtablissement,
  context: WriteContext,
) {
  if (!changesCalendar(body)) return;
  const hours = calendarAfter(row, body);
  if (hours.startHour >= hours.endHour) {
    const path = body.endHour === undefined ? 'body.startHour' : 'body.endHour';
    const message = fieldMessage('field.clinicHoursOrder', context.lang);
    throw new AppError('VALIDATION_FAILED', [{ path, code: 'custom', message }]);
  }
  const calendar = clinicCalendar(hours);
  const upcoming = await context.repos.directory.etablissements.activeFrom(row.id, deps.clock.now());
  if (upcoming.some(({ start, end }) => !withinOpening(calendar, start, end)))
    throw new AppError('CLINIC_HOURS_STRAND_APPOINTMENTS');
}

/** The clinics: anyone reads (booking, public pages), ADMIN writes, STAFF keep their own up to date. */
export const etablissementsResource = (deps: ClinicDeps) =>
  new DirectoryResource(deps, {
    name: 'etablissement',
    notFound: NOT_FOUND,
    inUse: 'CLINIC_ETABLISSEMENT_IN_USE',
    repo: (repos) => repos.directory.etablissements,
    view: toEtablissement,
    csv: etablissementCsv,
    filter: async ({ openOn, speciality }: Omit<ListEtablissementsQuery, 'page' | 'limit'>) => {
      const specialities = deps.repos.directory.specialities;
      const specialityId = await idOf((pubkey) => specialities.findByPubkey(pubkey), speciality);
      return specialityId === null ? null : { openOn, specialityId };
    },
    build: (body: CreateEtablissement) => ({ ...body, phone: body.phone ?? null }),
    change: async (row, body: UpdateEtablissement, context) => {
      checkStaff(row, body, context);
      await checkCalendar(deps, row, body, context);
      return body;
    },
  });
