import type { Role } from '@bayan/shared';
import type { Viewer } from '../../lib/caller.js';
import { visibilityOf } from './users.access.js';
import type { Tx } from '../../lib/module/transaction.js';
import type { UsersDeps } from './users.deps.js';
import type { Identifier } from './users.repository.js';
import type { NewUserRow, UserRow } from './users.table.js';

/** Accounts out of someone's sight, by both of their ids. */
export interface HiddenAccounts {
  ids: number[];
  pubkeys: string[];
}

const LOCKED_OUT = new Set<UserRow['status']>(['BLOCKED', 'DELETED']);

/** A BLOCKED or DELETED account cannot log in, and its tokens stop working (PRODUCT.md §6). */
export const canSignIn = (user: Pick<UserRow, 'status'>) => !LOCKED_OUT.has(user.status);

interface Lookup {
  forUpdate?: boolean;
  /** Read inside the caller's transaction (with `forUpdate`, the row stays locked until it ends). */
  tx?: Tx | undefined;
}

/**
 * The accounts as other modules reach them (auth, events, notifications): every read and write
 * takes the caller's transaction, so a sign-up's account, session and audit event commit together.
 */
export class Accounts {
  constructor(private readonly deps: UsersDeps) {}

  private repo(tx: Tx | undefined) {
    return this.deps.reposOf(tx).users;
  }

  findById = (id: number, { tx, ...options }: Lookup = {}) => this.repo(tx).findById(id, options);
  findByPubkey = (pubkey: string, { tx, ...options }: Lookup = {}) => this.repo(tx).findByPubkey(pubkey, options);
  findByIdentifier = (identifier: Identifier, tx?: Tx) => this.repo(tx).findByIdentifier(identifier);
  takenIdentifiers = (identifier: Identifier, exceptId?: number, tx?: Tx) =>
    this.repo(tx).takenIdentifiers(identifier, exceptId);

  insert = (values: NewUserRow, tx?: Tx) => this.repo(tx).insert(values);
  /**
   * Changes the named columns. A write that replaces or clears the account's ID number (a clinic
   * desk's edit of its patient) locks the row and asks the other modules first, in its transaction
   * (users.id-number-hooks.ts), as the users module's own edits do.
   */
  update = (id: number, values: Partial<NewUserRow>, tx?: Tx) => {
    if (values.idNumber === undefined) return this.repo(tx).update(id, values);
    return this.deps.transact(async ({ users }, inner) => {
      const current = await users.findById(id, { forUpdate: true });
      if (current) await this.deps.idNumbers.beforeChange(current, values.idNumber, inner);
      return users.update(id, values);
    }, tx);
  };
  updatePasswordHash = (id: number, passwordHash: string) => this.repo(undefined).updatePasswordHash(id, passwordHash);

  /** Which of these accounts are ACTIVE and hold `role` (the bookable doctors of a search). */
  activeIds = (ids: number[], role: Role) => this.repo(undefined).findActiveIds(ids, role);

  /** Public id and display name of each account (who did something, in the audit log). */
  async names(ids: number[]): Promise<Map<number, { pubkey: string; name: string }>> {
    const rows = await this.repo(undefined).findNames([...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, { pubkey: row.pubkey, name: row.name }]));
  }

  /**
   * The accounts `viewer` may not see (SUPERADMINs, for an ADMIN), by serial id and by pubkey:
   * what another module leaves out of what it shows them (the audit log). Empty for a SUPERADMIN.
   */
  async hiddenFrom(viewer: Viewer): Promise<HiddenAccounts> {
    const rows = await this.repo(undefined).findRefsWithRoles(visibilityOf(viewer).hiddenRoles);
    return { ids: rows.map((row) => row.id), pubkeys: rows.map((row) => row.pubkey) };
  }

  /** Whether accounts of `role` are out of `viewer`'s sight and reach (SUPERADMINs, for an ADMIN). */
  hides = (viewer: Viewer, role: Role) => visibilityOf(viewer).hiddenRoles.includes(role);

  activeIdsWithRole = (role: Role, tx?: Tx) => this.repo(tx).findActiveIdsWithRole(role);

  /** The accounts holding `role`, as a subquery to join (users.people.ts): the clinic's directory lists. */
  people = (role: Role) => this.repo(undefined).people(role);
  /** ACTIVE accounts with an ID number, as a subquery to join by ID number (endowment deeds' persons). */
  idHolders = () => this.repo(undefined).idHolders();
}
