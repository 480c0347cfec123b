import type { Block, ListBlocksQuery, Page } from '@bayan/shared';
import { seesSchedule, type ClinicActor } from '../appointment-access.js';
import type { BlockFilter } from './blocks.repository.js';
import { toBlock } from './blocks.write.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { clinicOf, isAdmin } from '../agendas/schedule-access.js';

/** The filter the query asks for, inside the actor's scope; undefined when it names nothing they may see. */
async function filterOf(
  deps: ClinicDeps,
  query: ListBlocksQuery,
  actor: ClinicActor,
): Promise<BlockFilter | undefined> {
  const filter: BlockFilter = { from: query.from, to: query.to };
  if (query.doctor !== undefined) {
    const account = await deps.users.accounts.findByPubkey(query.doctor);
    filter.doctor = account && (await deps.repos.doctors.findByUserId(account.id));
    if (!filter.doctor || !seesSchedule(actor, filter.doctor)) return undefined;
  }
  if (query.etablissement !== undefined) {
    filter.etablissementId = (await deps.repos.etablissements.findByPubkey(query.etablissement))?.id;
    if (filter.etablissementId === undefined) return undefined;
  }
  if (isAdmin(actor)) return filter;
  const clinic = await clinicOf(deps, actor);
  if (clinic === null || (filter.etablissementId ?? clinic) !== clinic) return undefined;
  filter.etablissementId = clinic;
  // A doctor sees their own time off and their clinic's, not their colleagues'.
  if (actor.role === 'DOCTOR') filter.doctor ??= { userId: actor.accountId, etablissementId: clinic };
  return filter;
}

export async function findBlocks(deps: ClinicDeps, query: ListBlocksQuery, actor: ClinicActor): Promise<Page<Block>> {
  const filter = await filterOf(deps, query, actor);
  if (!filter) return { data: [], total: 0, currentPage: query.page };
  const { rows, total } = await deps.repos.blocks.findPage(filter, query);
  const names = await deps.users.accounts.names(rows.flatMap((row) => (row.doctorId === null ? [] : [row.doctorId])));
  return { data: rows.map((row) => toBlock(row, names)), total, currentPage: query.page };
}
