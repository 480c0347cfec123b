import type { Endowment, EndowmentAttachment, EndowmentDraft, PersonDraft } from '@bayan/shared';
import type { Tx } from '../../../lib/module/transaction.js';
import type { AttachmentRow } from '../attachments/attachments.table.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import { assetOf } from './asset-columns.js';
import { deedFieldsOf } from './deed-columns.js';
import type { AssetRow } from './assets.table.js';
import { expenseOf } from './expense-columns.js';
import type { ExpenseRow } from './expenses.table.js';
import type { EndowmentRow } from './deeds.table.js';
import type { PersonMatch } from './parts.repository.js';
import { personOf } from './person-columns.js';
import type { DeedPersonRole } from './persons.table.js';
import { versionOf } from './deed-facts.js';

/** A deed's lists as read from its tables. */
export interface DeedParts {
  persons: PersonMatch[];
  assets: AssetRow[];
  expenses: ExpenseRow[];
  attachments: AttachmentRow[];
}

/** The deed's assets, persons and attachments, inside `tx` when given. */
export async function loadParts(deps: EndowmentsDeps, deed: EndowmentRow, tx?: Tx): Promise<DeedParts> {
  const repos = deps.reposOf(tx);
  // One after the other: a transaction is one connection, which runs one statement at a time.
  const persons = await repos.parts.persons(deed.id);
  const assets = await repos.parts.assets(deed.id);
  const expenses = await repos.parts.expenses(deed.id);
  const attachments = await repos.attachments.ofDeed(deed.id);
  return { persons, assets, expenses, attachments };
}

/** The deed's persons in one role, in list order. */
const partiesOf = (parts: DeedParts, role: DeedPersonRole): PersonDraft[] =>
  parts.persons.filter((p) => p.person.role === role).map(({ person }) => personOf(person));

/** The draft document the review checks: the deed's fields and lists as saved. */
export function draftOf(deed: EndowmentRow, parts: DeedParts) {
  const persons = (role: DeedPersonRole) => partiesOf(parts, role);
  const [endower] = persons('ENDOWER');
  return {
    ...deedFieldsOf(deed),
    endower: endower ?? { key: 'endower' },
    assets: parts.assets.map(assetOf),
    supervisors: persons('SUPERVISOR'),
    witnesses: persons('WITNESS'),
    beneficiaries: persons('BENEFICIARY'),
    expenses: parts.expenses.map(expenseOf),
  } satisfies EndowmentDraft;
}

export const attachmentView = (row: AttachmentRow): EndowmentAttachment => ({
  pubkey: row.pubkey,
  kind: row.kind,
  fileName: row.fileName,
  fileType: row.fileType,
  fileSize: row.fileSize,
  createdAt: row.createdAt.toISOString(),
});

/** The read shape (endowmentSchema): the draft, the files and the state. */
export function viewOf(deed: EndowmentRow, parts: DeedParts): Endowment {
  return {
    ...draftOf(deed, parts),
    pubkey: deed.pubkey,
    status: deed.status,
    revision: deed.revision,
    version: versionOf(deed),
    attachments: parts.attachments.map(attachmentView),
    createdAt: deed.createdAt.toISOString(),
    updatedAt: deed.updatedAt.toISOString(),
  };
}

/** The deed as its owner reads it, inside `tx` when given (a write's answer). */
export async function readView(deps: EndowmentsDeps, deed: EndowmentRow, tx?: Tx): Promise<Endowment> {
  return viewOf(deed, await loadParts(deps, deed, tx));
}
