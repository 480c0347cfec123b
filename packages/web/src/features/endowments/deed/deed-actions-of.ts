import { REOPENABLE_STATUSES, SETTLED_STATUSES, WITHDRAWABLE_STATUSES, type EndowmentStatus } from '@bayan/shared';

export type DeedAction = 'continue' | 'edit' | 'withdraw' | 'finalize' | 'register' | 'amend';

const has = (list: readonly EndowmentStatus[], status: EndowmentStatus) => list.includes(status);

/**
 * What the endower may do with the deed in each state (waqf notes §8, by the shared lists the
 * server checks; the page offers no more): a draft continues in the wizard; a submitted deed is
 * edited by reopening it (its signatures revoked); withdraw before FINAL; finalize once everyone
 * signed; register a FINAL deed; amend a settled one.
 */
export function deedActions(status: EndowmentStatus): DeedAction[] {
  const actions: DeedAction[] = [];
  if (status === 'DRAFT') actions.push('continue');
  if (status === 'SIGNED_BY_ALL') actions.push('finalize');
  if (status === 'FINAL') actions.push('register');
  if (has(REOPENABLE_STATUSES, status)) actions.push('edit');
  if (has(SETTLED_STATUSES, status)) actions.push('amend');
  if (has(WITHDRAWABLE_STATUSES, status)) actions.push('withdraw');
  return actions;
}
