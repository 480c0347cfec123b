import type { CampaignRegistration, ListRegistrationsQuery, Page } from '@bayan/shared';
import { pgErrorOf } from '../../../db/pg-error.js';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { ClinicActor } from '../appointment-access.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { guardClinic, idOf, withinManaged } from '../directory/directory-scope.js';
import type { RegistrationStatusValue } from './campaigns.table.js';
import { tellPatient } from './registration-notice.js';
import type { RegistrationRecord } from './registrations.repository.js';
import { toRegistration } from './views.js';

const UNIQUE_VIOLATION = '23505';

/**
 * Who moves a registration where. PENDING → ACCEPTED (staff), PENDING or ACCEPTED → CANCELED
 * (staff, or the patient their own): an accepted patient who cannot come frees the seat. CANCELED
 * is final; ACCEPTED is not undone except by canceling.
 */
const MOVES = {
  accept: { from: ['pending'], to: 'accepted', audit: 'registration.accept' },
  cancel: { from: ['pending', 'accepted'], to: 'canceled', audit: 'registration.cancel' },
} as const satisfies Record<string, { from: RegistrationStatusValue[]; to: RegistrationStatusValue; audit: string }>;

export type RegistrationMove = keyof typeof MOVES;

/** The patient's name, read before a transaction opens (PGlite has one connection: no pool read inside). */
const nameOf = async (deps: ClinicDeps, patientId: number) =>
  (await deps.users.accounts.names([patientId])).get(patientId);

/**
 * A patient takes a seat: the counter moves by a conditional UPDATE (no seat: 409 full), the row
 * is unique per campaign and patient (a second: 409), both in one transaction with the audit and
 * the notice, so a refused insert gives its seat back.
 */
export async function registerForCampaign(deps: ClinicDeps, pubkey: string, caller: Caller) {
  const campaign = await deps.repos.campaigns.findByPubkey(pubkey);
  if (!campaign) throw new AppError('CLINIC_CAMPAIGN_NOT_FOUND');
  if (campaign.startAt <= deps.clock.now()) throw new AppError('CLINIC_CAMPAIGN_PAST');
  const patient = await nameOf(deps, caller.accountId);
  try {
    return await deps.transact(async (repos, tx) => {
      if (!(await repos.campaigns.takeSeat(campaign.id))) throw new AppError('CLINIC_CAMPAIGN_FULL');
      const id = await repos.registrations.insert(campaign.id, caller.accountId);
      const record = (await repos.registrations.findById(id))!;
      const after = toRegistration(record, patient);
      await deps.audit.record(
        caller,
        { action: 'registration.create', entity: 'registration', entityId: after.pubkey, after },
        { tx },
      );
      await tellPatient(deps, tx, 'registered', record, after);
      return after;
    });
  } catch (error) {
    if (pgErrorOf(error)?.code === UNIQUE_VIOLATION) throw new AppError('CLINIC_CAMPAIGN_ALREADY_REGISTERED');
    throw error;
  }
}

export async function listRegistrations(
  deps: ClinicDeps,
  query: ListRegistrationsQuery,
  actor: ClinicActor,
): Promise<Page<CampaignRegistration>> {
  const etablissementId = withinManaged(actor, undefined);
  const campaignId = await idOf((key) => deps.repos.campaigns.findByPubkey(key), query.campaign);
  if (etablissementId === null || campaignId === null) return { data: [], total: 0, currentPage: query.page };
  const status = query.status?.toLowerCase() as RegistrationStatusValue | undefined;
  const { rows, total } = await deps.repos.registrations.findPage({ etablissementId, campaignId, status }, query);
  const names = await deps.users.accounts.names([...new Set(rows.map((row) => row.patientId))]);
  return { data: rows.map((row) => toRegistration(row, names.get(row.patientId))), total, currentPage: query.page };
}

/** Staff in the campaign's clinic (admins any) see a registration; a patient only their own. */
function guardRegistration(actor: ClinicActor, record: RegistrationRecord) {
  if (actor.role === 'PATIENT') {
    if (record.patientId !== actor.accountId) throw new AppError('CLINIC_REGISTRATION_NOT_FOUND');
    return;
  }
  guardClinic(actor, 'CLINIC_REGISTRATION_NOT_FOUND')(record);
}

/**
 * Accept or cancel: compare-and-swap on the state read (409 stale when someone moved it first),
 * a cancel gives the seat back in the same transaction; audited and told to the patient.
 */
export async function moveRegistration(
  deps: ClinicDeps,
  move: RegistrationMove,
  pubkey: string,
  caller: Caller,
  actor: ClinicActor,
): Promise<CampaignRegistration> {
  const record = await deps.repos.registrations.findByPubkey(pubkey);
  if (!record) throw new AppError('CLINIC_REGISTRATION_NOT_FOUND');
  guardRegistration(actor, record);
  const rule = MOVES[move];
  if (!(rule.from as readonly RegistrationStatusValue[]).includes(record.status))
    throw new AppError('CLINIC_REGISTRATION_STALE');
  if (move === 'accept' && record.startAt <= deps.clock.now()) throw new AppError('CLINIC_CAMPAIGN_PAST');
  const before = toRegistration(record, await nameOf(deps, record.patientId));
  return deps.transact(async (repos, tx) => {
    if (!(await repos.registrations.moveStatus(record.id, record.status, rule.to)))
      throw new AppError('CLINIC_REGISTRATION_STALE');
    if (rule.to === 'canceled') await repos.campaigns.freeSeat(record.campaignId);
    const after = { ...before, status: rule.to.toUpperCase() as CampaignRegistration['status'] };
    const moved = (await repos.registrations.findById(record.id))!;
    after.updatedAt = moved.updatedAt.toISOString();
    await deps.audit.record(
      caller,
      { action: rule.audit, entity: 'registration', entityId: pubkey, before, after },
      { tx },
    );
    await tellPatient(deps, tx, rule.to, record, after);
    return after;
  });
}
