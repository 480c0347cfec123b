import type { CreatePromotion, ListPromotionsQuery, Page, Promotion, UpdatePromotion } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { ClinicActor } from '../appointment-access.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { clinicForNew, guardClinic, idOf, withinManaged } from '../directory/directory-scope.js';
import type { NewPromotionRow } from './campaigns.table.js';
import type { PromotionRecord } from './promotions.repository.js';
import { invalidField, refusals, targetIds } from './targets.js';
import { toPromotion } from './views.js';

const clinicIdOf = (deps: ClinicDeps, pubkey: string | undefined) =>
  idOf((key) => deps.repos.directory.etablissements.findByPubkey(key), pubkey);

/** Staff see their clinic's promotions, admins every clinic's (or the one asked). */
export async function listPromotions(
  deps: ClinicDeps,
  query: ListPromotionsQuery,
  actor: ClinicActor,
): Promise<Page<Promotion>> {
  const etablissementId = withinManaged(actor, await clinicIdOf(deps, query.etablissement));
  if (etablissementId === null) return { data: [], total: 0, currentPage: query.page };
  const { rows, total } = await deps.repos.promotions.findPage({ etablissementId, q: query.q }, query);
  return { data: rows.map(toPromotion), total, currentPage: query.page };
}

/** The public list: active promotions valid today in their clinic's time zone. */
export async function currentPromotions(deps: ClinicDeps, etablissement: string | undefined): Promise<Promotion[]> {
  const etablissementId = await clinicIdOf(deps, etablissement);
  if (etablissementId === null) return [];
  return (await deps.repos.promotions.findCurrent(deps.clock.now(), etablissementId)).map(toPromotion);
}

/** The rule across the two prices, checked on the row as a PATCH leaves it (the contract sees only the body). */
function checkPrices(values: { price: number | null; after: number | null }, caller: Caller) {
  if (values.price !== null && values.after !== null && values.after >= values.price)
    throw invalidField('priceAfterDiscount', 'field.discountBelowPrice', caller.lang);
}

const checks = (caller: Caller) => ({
  promotions_prices_check: () => invalidField('priceAfterDiscount', 'field.discountBelowPrice', caller.lang),
  promotions_validity_check: () => invalidField('validTo', 'field.datesOrder', caller.lang),
  promotions_target_check: () => invalidField('specialityPubkey', 'field.oneTarget', caller.lang),
});

async function audited(
  deps: ClinicDeps,
  caller: Caller,
  before: Promotion | undefined,
  write: (repos: ClinicDeps['repos']) => Promise<number>,
): Promise<Promotion> {
  return refusals({ checks: checks(caller) }, () =>
    deps.transact(async (repos, tx) => {
      const id = await write(repos);
      const after = toPromotion((await repos.promotions.findById(id))!);
      const entry = before
        ? ({ action: 'promotion.update', entity: 'promotion', entityId: after.pubkey, before, after } as const)
        : ({ action: 'promotion.create', entity: 'promotion', entityId: after.pubkey, after } as const);
      await deps.audit.record(caller, entry, { tx });
      return after;
    }),
  );
}

export async function createPromotion(deps: ClinicDeps, body: CreatePromotion, caller: Caller, actor: ClinicActor) {
  return audited(deps, caller, undefined, async (repos) => {
    const clinic = await clinicForNew(repos, actor, body.etablissementPubkey);
    const { serviceId, specialityId } = await targetIds(repos, body, caller.lang);
    return repos.promotions.insert({
      etablissementId: clinic.id,
      titleAr: body.titleAr,
      titleEn: body.titleEn,
      description: body.description,
      priceHalalas: body.price ?? null,
      priceAfterDiscountHalalas: body.priceAfterDiscount ?? null,
      validFrom: body.validFrom,
      validTo: body.validTo,
      serviceId: serviceId ?? null,
      specialityId: specialityId ?? null,
      active: body.active,
    });
  });
}

/** Naming one target replaces the other (one thing at most); clearing one leaves the other as it was. */
export function targetChange(targets: {
  serviceId: number | null | undefined;
  specialityId: number | null | undefined;
}) {
  const { serviceId, specialityId } = targets;
  return {
    serviceId: serviceId !== undefined ? serviceId : specialityId != null ? null : undefined,
    specialityId: specialityId !== undefined ? specialityId : serviceId != null ? null : undefined,
  };
}

async function visiblePromotion(deps: ClinicDeps, pubkey: string, actor: ClinicActor): Promise<PromotionRecord> {
  const row = await deps.repos.promotions.findByPubkey(pubkey);
  if (!row) throw new AppError('CLINIC_PROMOTION_NOT_FOUND');
  guardClinic(actor, 'CLINIC_PROMOTION_NOT_FOUND')(row);
  return row;
}

export async function updatePromotion(
  deps: ClinicDeps,
  pubkey: string,
  body: UpdatePromotion,
  caller: Caller,
  actor: ClinicActor,
) {
  const row = await visiblePromotion(deps, pubkey, actor);
  const price = body.price === undefined ? row.priceHalalas : body.price;
  const after = body.priceAfterDiscount === undefined ? row.priceAfterDiscountHalalas : body.priceAfterDiscount;
  checkPrices({ price, after }, caller);
  if ((body.validTo ?? row.validTo) < (body.validFrom ?? row.validFrom))
    throw invalidField('validTo', 'field.datesOrder', caller.lang);
  return audited(deps, caller, toPromotion(row), async (repos) => {
    const targets = await targetIds(repos, body, caller.lang);
    const values: Partial<NewPromotionRow> = {
      titleAr: body.titleAr,
      titleEn: body.titleEn,
      description: body.description,
      priceHalalas: price,
      priceAfterDiscountHalalas: after,
      validFrom: body.validFrom,
      validTo: body.validTo,
      active: body.active,
      ...targetChange(targets),
    };
    await repos.promotions.update(row.id, values);
    return row.id;
  });
}

export async function deletePromotion(deps: ClinicDeps, pubkey: string, caller: Caller, actor: ClinicActor) {
  const row = await visiblePromotion(deps, pubkey, actor);
  await deps.transact(async (repos, tx) => {
    if (!(await repos.promotions.delete(row.id))) throw new AppError('CLINIC_PROMOTION_NOT_FOUND');
    const before = toPromotion(row);
    await deps.audit.record(
      caller,
      { action: 'promotion.delete', entity: 'promotion', entityId: pubkey, before },
      { tx },
    );
  });
}
