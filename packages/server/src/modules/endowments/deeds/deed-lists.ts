import type { EndowmentDraft } from '@bayan/shared';
import type { EndowmentsRepos } from '../endowments.deps.js';

/** The draft's list keys and the role each one's persons hold. */
const PARTY_LISTS = [
  ['supervisors', 'SUPERVISOR'],
  ['witnesses', 'WITNESS'],
  ['beneficiaries', 'BENEFICIARY'],
] as const;

/**
 * Each list the body names replaces that list's rows (in the caller's transaction); a list it
 * leaves out is kept. The endower is a list of one.
 */
export async function saveLists(repos: EndowmentsRepos, endowmentId: number, draft: EndowmentDraft): Promise<void> {
  if (draft.endower !== undefined) await repos.parts.replacePersons(endowmentId, 'ENDOWER', [draft.endower]);
  if (draft.assets !== undefined) await repos.parts.replaceAssets(endowmentId, draft.assets);
  if (draft.expenses !== undefined) await repos.parts.replaceExpenses(endowmentId, draft.expenses);
  for (const [list, role] of PARTY_LISTS) {
    const persons = draft[list];
    if (persons !== undefined) await repos.parts.replacePersons(endowmentId, role, persons);
  }
}
