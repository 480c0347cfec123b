import type { SnapshotPerson } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { HOUR_MS, type Rate } from '../../../lib/throttle/limit.js';
import type { Tx } from '../../../lib/module/transaction.js';
import type { EndowmentsDeps, EndowmentsRepos } from '../endowments.deps.js';
import { partyAccount } from './party-proof.js';
import { invitationEmail, invitationLink, invitationMessage, invitationNotice } from './signing-messages.js';
import type { SignatureRow } from './signing.table.js';

/**
 * The texts and emails of a deed's parties are typed by the endower, so the product must not become
 * a way to flood a number (issue 29: 15 submit and reopen rounds texted one phone 15 times). An
 * invitation to a deed reaches one phone or address at most once a day, however often the deed is
 * submitted again (the new version's link is in the party's inbox and list meanwhile), and deed
 * notices of every deed reach one recipient at most five times an hour. What is over a limit is
 * left unsent, not refused: the submission stands, the live notice and the reminders still come.
 */
export const INVITATIONS_PER_DEED_RECIPIENT: Rate = { limit: 1, windowMs: 24 * HOUR_MS };
export const DEED_NOTICES_PER_RECIPIENT: Rate = { limit: 5, windowMs: HOUR_MS };

async function mayMessage(
  deps: EndowmentsDeps,
  repos: EndowmentsRepos,
  signature: SignatureRow,
  recipient: string,
  reminder: boolean,
): Promise<boolean> {
  const now = deps.clock.now();
  const { throttles } = repos;
  const once = INVITATIONS_PER_DEED_RECIPIENT;
  if (
    !reminder &&
    !(await throttles.take(`deed-invite:${signature.endowmentId}:${recipient}`, once.limit, once.windowMs, now))
  )
    return false;
  const rate = DEED_NOTICES_PER_RECIPIENT;
  return throttles.take(`deed-notice:${recipient}`, rate.limit, rate.windowMs, now);
}

/**
 * One invitee's notices (an invitation, or a reminder of it): a live notice to the account that
 * proved to be the party, and an SMS to the phone and an email to the address the endower entered,
 * within the limits above.
 */
export async function tellInvitee(
  deps: EndowmentsDeps,
  repos: EndowmentsRepos,
  tx: Tx,
  signature: SignatureRow,
  deedPubkey: string,
  persons: SnapshotPerson[],
  lang: Caller['lang'],
  reminder: boolean,
): Promise<void> {
  const account = await partyAccount(deps, repos, tx, signature, deedPubkey);
  if (account) await deps.notifications.notify(account, invitationNotice(signature.pubkey, reminder), tx);
  const person = persons.find((p) => p.key === signature.partyKey);
  const link = `${deps.config.publicUrl}${invitationLink(signature.pubkey)}`;
  const phone = signature.phone ?? person?.phone;
  if (phone && (await mayMessage(deps, repos, signature, phone, reminder)))
    await deps.outbox.send({ channel: 'sms', recipient: phone, ...invitationMessage(lang, link, reminder) }, tx);
  const email = person?.email?.toLowerCase();
  if (email && (await mayMessage(deps, repos, signature, email, reminder)))
    await deps.outbox.send({ channel: 'email', recipient: email, ...invitationEmail(link, reminder) }, tx);
}
