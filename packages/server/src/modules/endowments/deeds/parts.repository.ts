import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { AssetDraft, ExpenseDraft, PersonDraft } from '@bayan/shared';
import type { Db } from '../../../db/client.js';
import type { IdHolders } from '../../users/users.id-holders.js';
import { assetColumns } from './asset-columns.js';
import { endowmentAssets, type AssetRow } from './assets.table.js';
import { endowments } from './deeds.table.js';
import { expenseColumns } from './expense-columns.js';
import { endowmentExpenses, type ExpenseRow } from './expenses.table.js';
import { personColumns } from './person-columns.js';
import { endowmentPersons, type DeedPersonRole, type PersonRow } from './persons.table.js';

/** A person row of a deed. Whether an account holds its ID number is not told (issue 29: an oracle). */
export interface PersonMatch {
  person: PersonRow;
}

/**
 * The account holds the person row's ID: a natural person's own, or the representative's of an
 * entity (a legal person holds no account; its representative signs for it). A representative's ID
 * is only read on an entity's row, as the review only asks it there.
 */
const holdsId = (holders: IdHolders) =>
  or(
    eq(holders.idNumber, endowmentPersons.idNumber),
    and(eq(endowmentPersons.kind, 'entity'), eq(holders.idNumber, endowmentPersons.representativeIdNumber)),
  );

/** A deed's lists: its assets and its named persons, each list replaced whole by a save. */
export class PartsRepository {
  constructor(private readonly db: Db) {}

  /** The role's rows become `persons`, in their order (run in the save's transaction). */
  async replacePersons(endowmentId: number, role: DeedPersonRole, persons: readonly PersonDraft[]) {
    await this.db
      .delete(endowmentPersons)
      .where(and(eq(endowmentPersons.endowmentId, endowmentId), eq(endowmentPersons.role, role)));
    if (persons.length === 0) return;
    await this.db
      .insert(endowmentPersons)
      .values(persons.map((person, position) => ({ ...personColumns(person), endowmentId, role, position })));
  }

  /** The deed's assets become `assets`, in their order (run in the save's transaction). */
  async replaceAssets(endowmentId: number, assets: readonly AssetDraft[]) {
    await this.db.delete(endowmentAssets).where(eq(endowmentAssets.endowmentId, endowmentId));
    if (assets.length === 0) return;
    await this.db
      .insert(endowmentAssets)
      .values(assets.map((asset, position) => ({ ...assetColumns(asset), endowmentId, position })));
  }

  /** The deed's expense lines become `expenses`, in their order (run in the save's transaction). */
  async replaceExpenses(endowmentId: number, expenses: readonly ExpenseDraft[]) {
    await this.db.delete(endowmentExpenses).where(eq(endowmentExpenses.endowmentId, endowmentId));
    if (expenses.length === 0) return;
    await this.db
      .insert(endowmentExpenses)
      .values(expenses.map((line, position) => ({ ...expenseColumns(line), endowmentId, position })));
  }

  expenses(endowmentId: number): Promise<ExpenseRow[]> {
    return this.db
      .select()
      .from(endowmentExpenses)
      .where(eq(endowmentExpenses.endowmentId, endowmentId))
      .orderBy(asc(endowmentExpenses.position));
  }

  assets(endowmentId: number): Promise<AssetRow[]> {
    return this.db
      .select()
      .from(endowmentAssets)
      .where(eq(endowmentAssets.endowmentId, endowmentId))
      .orderBy(asc(endowmentAssets.position));
  }

  /** Every person of the deed in role and list order. */
  persons(endowmentId: number): Promise<PersonMatch[]> {
    return this.db
      .select({ person: endowmentPersons })
      .from(endowmentPersons)
      .where(eq(endowmentPersons.endowmentId, endowmentId))
      .orderBy(asc(endowmentPersons.role), asc(endowmentPersons.position));
  }

  /**
   * The deeds that name the account `userId` as a party (supervisor, witness or beneficiary): a
   * person row whose ID number (or whose representative's) is the account's. A typed ID number is no
   * proof: a party sees a deed only once proven (signing/proven-deeds.ts).
   */
  deedsNamingUser(userId: number, holders: IdHolders) {
    return this.db
      .selectDistinct({
        id: endowments.id,
        pubkey: endowments.pubkey,
        status: endowments.status,
        version: endowments.version,
        role: endowmentPersons.role,
        /** The phone the endower entered for the party: what they prove control of (issue 29). */
        phone: endowmentPersons.phone,
      })
      .from(endowmentPersons)
      .innerJoin(holders, holdsId(holders))
      .innerJoin(endowments, eq(endowments.id, endowmentPersons.endowmentId))
      .where(and(eq(holders.id, userId), ne(endowmentPersons.role, 'ENDOWER')))
      .orderBy(asc(endowments.id), asc(endowmentPersons.role));
  }
}
