import type { Campaign, CreateCampaign, ListCampaignsQuery, Page, UpdateCampaign } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { ClinicActor } from '../appointment-access.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { clinicForNew, guardClinic, idOf, withinManaged } from '../directory/directory-scope.js';
import { campaignPeriod } from './campaign-hours.js';
import type { CampaignRecord } from './campaigns.repository.js';
import { targetChange } from './promotions.service.js';
import { invalidField, refusals, targetIds } from './targets.js';
import { toCampaign } from './views.js';

const clinicIdOf = (deps: ClinicDeps, pubkey: string | undefined) =>
  idOf((key) => deps.repos.directory.etablissements.findByPubkey(key), pubkey);

export async function listCampaigns(
  deps: ClinicDeps,
  query: ListCampaignsQuery,
  actor: ClinicActor,
): Promise<Page<Campaign>> {
  const etablissementId = withinManaged(actor, await clinicIdOf(deps, query.etablissement));
  if (etablissementId === null) return { data: [], total: 0, currentPage: query.page };
  const { rows, total } = await deps.repos.campaigns.findPage({ etablissementId, q: query.q }, query);
  return { data: rows.map(toCampaign), total, currentPage: query.page };
}

/** The public list: campaigns not started yet; a logged-in patient sees their own registration on each. */
export async function upcomingCampaigns(
  deps: ClinicDeps,
  etablissement: string | undefined,
  caller: Caller | null,
): Promise<Campaign[]> {
  const etablissementId = await clinicIdOf(deps, etablissement);
  if (etablissementId === null) return [];
  const rows = await deps.repos.campaigns.findUpcoming(deps.clock.now(), etablissementId);
  const mine =
    caller?.role === 'PATIENT'
      ? await deps.repos.registrations.ofPatient(
          caller.accountId,
          rows.map((row) => row.id),
        )
      : [];
  return rows.map((row) => {
    const own = mine.find((registration) => registration.campaignId === row.id);
    const myRegistration = own ? { pubkey: own.pubkey, status: own.status.toUpperCase() as 'PENDING' } : null;
    return { ...toCampaign(row), ...(caller?.role === 'PATIENT' ? { myRegistration } : {}) };
  });
}

const checks = (caller: Caller) => ({
  campaigns_seats_check: () => new AppError('CLINIC_CAMPAIGN_CAPACITY_BELOW_TAKEN'),
  campaigns_target_check: () => invalidField('specialityPubkey', 'field.oneTarget', caller.lang),
});

export async function createCampaign(deps: ClinicDeps, body: CreateCampaign, caller: Caller, actor: ClinicActor) {
  return refusals({ checks: checks(caller) }, () =>
    deps.transact(async (repos, tx) => {
      const clinic = await clinicForNew(repos, actor, body.etablissementPubkey);
      const period = campaignPeriod(body, clinic.timeZone, caller.lang);
      if (period.startAt <= deps.clock.now()) throw invalidField('date', 'field.campaignInPast', caller.lang);
      const { serviceId, specialityId } = await targetIds(repos, body, caller.lang);
      const id = await repos.campaigns.insert({
        etablissementId: clinic.id,
        titleAr: body.titleAr,
        titleEn: body.titleEn,
        description: body.description,
        ...period,
        capacity: body.capacity,
        serviceId: serviceId ?? null,
        specialityId: specialityId ?? null,
      });
      const after = toCampaign((await repos.campaigns.findById(id))!);
      await deps.audit.record(
        caller,
        { action: 'campaign.create', entity: 'campaign', entityId: after.pubkey, after },
        { tx },
      );
      return after;
    }),
  );
}

async function visibleCampaign(deps: ClinicDeps, pubkey: string, actor: ClinicActor): Promise<CampaignRecord> {
  const row = await deps.repos.campaigns.findByPubkey(pubkey);
  if (!row) throw new AppError('CLINIC_CAMPAIGN_NOT_FOUND');
  guardClinic(actor, 'CLINIC_CAMPAIGN_NOT_FOUND')(row);
  return row;
}

/** A new capacity below the seats taken is the database's to refuse (campaigns_seats_check). */
export async function updateCampaign(
  deps: ClinicDeps,
  pubkey: string,
  body: UpdateCampaign,
  caller: Caller,
  actor: ClinicActor,
) {
  const row = await visibleCampaign(deps, pubkey, actor);
  const before = toCampaign(row);
  const moved = body.date !== undefined || body.startTime !== undefined || body.endTime !== undefined;
  const period = moved
    ? campaignPeriod(
        {
          date: body.date ?? before.date,
          startTime: body.startTime ?? before.startTime,
          endTime: body.endTime ?? before.endTime,
        },
        row.timeZone,
        caller.lang,
      )
    : {};
  return refusals({ checks: checks(caller) }, () =>
    deps.transact(async (repos, tx) => {
      const targets = await targetIds(repos, body, caller.lang);
      await repos.campaigns.update(row.id, {
        titleAr: body.titleAr,
        titleEn: body.titleEn,
        description: body.description,
        capacity: body.capacity,
        ...period,
        ...targetChange(targets),
      });
      const after = toCampaign((await repos.campaigns.findById(row.id))!);
      await deps.audit.record(
        caller,
        { action: 'campaign.update', entity: 'campaign', entityId: pubkey, before, after },
        { tx },
      );
      return after;
    }),
  );
}

/** Refused (409) once anyone registered: the registrations are the patients' history. */
export async function deleteCampaign(deps: ClinicDeps, pubkey: string, caller: Caller, actor: ClinicActor) {
  const row = await visibleCampaign(deps, pubkey, actor);
  await refusals({ inUse: () => new AppError('CLINIC_CAMPAIGN_IN_USE') }, () =>
    deps.transact(async (repos, tx) => {
      if (!(await repos.campaigns.delete(row.id))) throw new AppError('CLINIC_CAMPAIGN_NOT_FOUND');
      const before = toCampaign(row);
      await deps.audit.record(
        caller,
        { action: 'campaign.delete', entity: 'campaign', entityId: pubkey, before },
        { tx },
      );
    }),
  );
}
