import type { EndowmentsDeps } from '../endowments.deps.js';
import { summaryOf } from './deeds.list.js';

/** How much of a draft's introduction names it in the audit log's record column. */
const SUBJECT_CHARS = 60;

/**
 * The audit log's names for deeds (walk finding 14): the name the endower gave and, once
 * finalised, the WQF number beside it ("وقف الفيلا — WQF-1448-000001"); a deed without a name is
 * named by its number, else by the start of its introduction; one with none of these keeps its kind alone.
 */
export async function deedSubjects(deps: EndowmentsDeps, pubkeys: string[]): Promise<Map<string, string>> {
  const deeds = await deps.repos.deeds.findByPubkeys(pubkeys);
  return new Map(
    deeds.flatMap((deed) => {
      const given = [deed.title.trim(), deed.docNumber].filter(Boolean).join(' — ');
      const name = given || summaryOf(deed.introduction, SUBJECT_CHARS);
      return name ? [[deed.pubkey, name] as const] : [];
    }),
  );
}
