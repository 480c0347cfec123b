import type { AttachmentKind, EndowmentDraft, EndowmentListQuery, EndowmentUpdate, Language } from '@bayan/shared';
import type { Caller } from '../../lib/caller.js';
import type { UploadedFile } from '../../lib/http/multipart-form.js';
import { addAttachment } from './attachments/attachments.add.js';
import { openAttachment } from './attachments/attachments.open.js';
import { removeAttachment } from './attachments/attachments.remove.js';
import { ownedDeed } from './deeds/deed-access.js';
import { readView } from './deeds/deed-view.js';
import { createDeed } from './deeds/deeds.create.js';
import { deedSubjects } from './deeds/deed-subjects.js';
import { deleteDeed } from './deeds/deeds.delete.js';
import { listDeeds } from './deeds/deeds.list.js';
import { reviewDeed } from './deeds/deeds.review.js';
import { updateDeed } from './deeds/deeds.update.js';
import { seedEndowmentsDemo } from './demo/endowments-demo.seed.js';
import type { EndowmentsDeps } from './endowments.deps.js';
import { partyIdNumberHooks } from './signing/party-id-numbers.js';
import { handleReminders, queueReminders } from './signing/reminders.js';
import { SigningService } from './signing/signing.service.js';

/** Endowment deeds (issue 12: drafting); each operation lives in its own file. */
export class EndowmentsService {
  /** Issue 13's calls (signing/). */
  readonly signing: SigningService;

  constructor(private readonly deps: EndowmentsDeps) {
    this.signing = new SigningService(deps);
    deps.users.idNumbers.register(partyIdNumberHooks(deps));
    handleReminders(deps);
  }

  /** Queues this hour's look for signers to remind (at every start; signing/reminders.ts). */
  startReminders = () => queueReminders(this.deps, this.deps.clock.now().getTime());

  list = (query: EndowmentListQuery, caller: Caller) => listDeeds(this.deps, query, caller);
  create = (body: EndowmentDraft, caller: Caller, key: string | undefined) => createDeed(this.deps, body, caller, key);
  read = async (pubkey: string, caller: Caller) => readView(this.deps, await ownedDeed(this.deps, pubkey, caller));
  update = (pubkey: string, body: EndowmentUpdate, caller: Caller) => updateDeed(this.deps, pubkey, body, caller);
  delete = (pubkey: string, caller: Caller) => deleteDeed(this.deps, pubkey, caller);
  review = (pubkey: string, caller: Caller, lang: Language) => reviewDeed(this.deps, pubkey, caller, lang);

  addAttachment = (pubkey: string, kind: AttachmentKind, upload: UploadedFile, caller: Caller) =>
    addAttachment(this.deps, pubkey, kind, upload, caller);
  openAttachment = (pubkey: string, attachment: string, caller: Caller) =>
    openAttachment(this.deps, pubkey, attachment, caller);
  removeAttachment = (pubkey: string, attachment: string, caller: Caller) =>
    removeAttachment(this.deps, pubkey, attachment, caller);

  /** The demo endower's four drafts (BAYAN_DEMO=1), once: the drafts written, 0 when they were there. */
  seedDemo = () => seedEndowmentsDemo(this.deps);

  /** Deeds as the audit log names them (deeds/deed-subjects.ts). */
  subjects = (pubkeys: string[]) => deedSubjects(this.deps, pubkeys);

  /** The deeds that name `userId` as a party, matched by ID number (the signing issue lists them). */
  deedsNamingUser = (userId: number) =>
    this.deps.repos.parts.deedsNamingUser(userId, this.deps.users.accounts.idHolders());
}
