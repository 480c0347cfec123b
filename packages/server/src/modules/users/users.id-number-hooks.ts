import type { Tx } from '../../lib/module/transaction.js';
import type { UserRow } from './users.table.js';

/**
 * What another module says about an account's ID number, without the users module knowing that
 * module (it needs users, not the reverse): the endowments refuse to move the number of a party
 * of a deed in signing, and forget a release's number. Both run in the transaction of the write.
 */
export interface IdNumberHooks {
  /** Throws an AppError to refuse changing the account's current ID number `from` now. */
  beforeChange(change: { accountId: number; from: string }, tx: Tx): Promise<void>;
  /** Runs in the transaction of a SUPERADMIN's release of `idNumber` from the account. */
  afterRelease(change: { accountId: number; idNumber: string }, tx: Tx): Promise<void>;
}

/** What other modules reach of the registry: `usersService.idNumbers.register(hooks)`. */
export interface IdNumberHookRegistration {
  register(hooks: IdNumberHooks): void;
}

/**
 * The registered hooks, run by every path that changes or clears an account's ID number (the
 * own profile, the admin's edit, any write through `users.accounts.update`), and by the release.
 */
export class IdNumberHookRegistry implements IdNumberHookRegistration {
  readonly #hooks: IdNumberHooks[] = [];

  register(hooks: IdNumberHooks): void {
    this.#hooks.push(hooks);
  }

  /**
   * Asks every module before `to` replaces or clears the ID number the account holds; nothing to
   * ask when the field is not given, when it stays the same, or when the account holds none yet.
   */
  async beforeChange(account: Pick<UserRow, 'id' | 'idNumber'>, to: string | null | undefined, tx: Tx) {
    const from = account.idNumber;
    if (to === undefined || from === null || to === from) return;
    for (const hooks of this.#hooks) await hooks.beforeChange({ accountId: account.id, from }, tx);
  }

  async afterRelease(change: { accountId: number; idNumber: string }, tx: Tx): Promise<void> {
    for (const hooks of this.#hooks) await hooks.afterRelease(change, tx);
  }
}
