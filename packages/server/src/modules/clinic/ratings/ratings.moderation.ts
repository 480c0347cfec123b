import type { ListRatingsQuery, Page, Rating } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { ClinicActor } from '../appointment-access.js';
import type { ClinicDeps } from '../clinic.deps.js';
import type { RatingView } from './ratings.repository.js';
import { toRating } from './rating-view.js';

/** Staff moderate the comments on their own clinic's doctors; admins everyone's. */
const clinicOf = (actor: ClinicActor): number | undefined | 'none' =>
  actor.role !== 'STAFF' ? undefined : (actor.etablissementId ?? 'none');

async function named(deps: ClinicDeps, views: RatingView[]): Promise<Rating[]> {
  const names = await deps.users.accounts.names(views.flatMap((v) => [v.doctorId, v.patientId]));
  return views.map((view) => toRating(view, names));
}

/** The comments in one moderation state (pending by default), oldest first: the moderators' queue. */
export async function listRatings(
  deps: ClinicDeps,
  query: ListRatingsQuery,
  actor: ClinicActor,
): Promise<Page<Rating>> {
  const clinic = clinicOf(actor);
  if (clinic === 'none') return { data: [], total: 0, currentPage: query.page };
  const { rows, total } = await deps.repos.ratings.findPage(query.state, clinic, query);
  return { data: await named(deps, rows), total, currentPage: query.page };
}

/** Publish or refuse a pending comment: compare-and-swap on its state, audited in its transaction. */
export async function moderateRating(
  deps: ClinicDeps,
  pubkey: string,
  decision: 'approved' | 'rejected',
  caller: Caller,
  actor: ClinicActor,
): Promise<Rating> {
  const view = await deps.repos.ratings.findByPubkey(pubkey);
  const clinic = clinicOf(actor);
  if (
    !view ||
    view.comment === null ||
    clinic === 'none' ||
    (clinic !== undefined && view.etablissementId !== clinic)
  ) {
    throw new AppError('CLINIC_RATING_NOT_FOUND');
  }
  const [before] = await named(deps, [view]);
  return deps.transact(async (repos, tx) => {
    if (!(await repos.ratings.moderate(view.id, decision, caller.accountId))) throw new AppError('CLINIC_RATING_STALE');
    const after = { ...before!, state: decision };
    const action = decision === 'approved' ? 'rating.approve' : 'rating.reject';
    await deps.audit.record(caller, { action, entity: 'rating', entityId: after.id, before: before!, after }, { tx });
    return after;
  });
}
