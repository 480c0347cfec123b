import type { EndowmentRow } from './deeds.table.js';

/** A deed as its audit events name it: its ids and state, none of its personal content. */
export const deedFacts = (deed: EndowmentRow) => ({
  pubkey: deed.pubkey,
  type: deed.type,
  status: deed.status,
  revision: deed.revision,
});

/** The version a deed is, or is sent as: a new draft's stored 0 until its first submission freezes it as 1. */
export const versionOf = (deed: Pick<EndowmentRow, 'version'>) => Math.max(1, deed.version);
