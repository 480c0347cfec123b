import type { EndowmentsDeps } from '../endowments.deps.js';
import { summaryOf } from './deeds.list.js';

/** How much of a draft's introduction names it in the audit log's record column. */
const SUBJECT_CHARS = 60;

/**
 * The audit log's names for deeds: the WQF number once finalised, else the start of the
 * introduction (the list's title line); a deed with neither keeps its kind alone.
 */
export async function deedSubjects(deps: EndowmentsDeps, pubkeys: string[]): Promise<Map<string, string>> {
  const deeds = await deps.repos.deeds.findByPubkeys(pubkeys);
  return new Map(
    deeds.flatMap((deed) => {
      const name = deed.docNumber ?? summaryOf(deed.introduction, SUBJECT_CHARS);
      return name ? [[deed.pubkey, name] as const] : [];
    }),
  );
}
