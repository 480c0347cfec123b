import type { EndowmentRow } from './deeds.table.js';

/** A deed as its audit events name it: its ids and state, none of its personal content. */
export const deedFacts = (deed: EndowmentRow) => ({
  pubkey: deed.pubkey,
  type: deed.type,
  status: deed.status,
  revision: deed.revision,
});
