import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AssetDraft, PersonDraft } from '@bayan/shared';
import type { Db } from '../../../db/client.js';
import type { IdHolders } from '../../users/users.id-holders.js';
import { assetColumns } from './asset-columns.js';
import { endowmentAssets, type AssetRow } from './assets.table.js';
import { endowments } from './deeds.table.js';
import { personColumns } from './person-columns.js';
import { endowmentPersons, type DeedPersonRole, type PersonRow } from './persons.table.js';

/** A person row and whether an ACTIVE account holds its ID number (matched at read time). */
export interface PersonMatch {
  person: PersonRow;
  hasAccount: boolean;
}

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

  assets(endowmentId: number): Promise<AssetRow[]> {
    return this.db
      .select()
      .from(endowmentAssets)
      .where(eq(endowmentAssets.endowmentId, endowmentId))
      .orderBy(asc(endowmentAssets.position));
  }

  /** Every person of the deed in role and list order, each matched to an account by normalised ID number. */
  persons(endowmentId: number, holders: IdHolders): Promise<PersonMatch[]> {
    return this.db
      .select({ person: endowmentPersons, hasAccount: sql<boolean>`${holders.id} is not null` })
      .from(endowmentPersons)
      .leftJoin(holders, eq(holders.idNumber, endowmentPersons.idNumber))
      .where(eq(endowmentPersons.endowmentId, endowmentId))
      .orderBy(asc(endowmentPersons.role), asc(endowmentPersons.position));
  }

  /**
   * The deeds that name the account `userId` as a party (supervisor, witness or beneficiary): a
   * person row whose ID number is the account's. The signing issue shows a party its deeds from this.
   */
  deedsNamingUser(userId: number, holders: IdHolders) {
    return this.db
      .selectDistinct({
        id: endowments.id,
        pubkey: endowments.pubkey,
        status: endowments.status,
        role: endowmentPersons.role,
      })
      .from(endowmentPersons)
      .innerJoin(holders, eq(holders.idNumber, endowmentPersons.idNumber))
      .innerJoin(endowments, eq(endowments.id, endowmentPersons.endowmentId))
      .where(and(eq(holders.id, userId), ne(endowmentPersons.role, 'ENDOWER')))
      .orderBy(asc(endowments.id), asc(endowmentPersons.role));
  }
}
