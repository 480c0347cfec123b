import type { Db } from '../../db/client.js';

declare const txBrand: unique symbol;

/**
 * An open database transaction, handed from one module's service to another's when both writes
 * must commit together (a login's session and its audit event). Opaque outside this file: a
 * service reaches the transaction only through its own repositories.
 */
export interface Tx {
  readonly db: Db;
  readonly [txBrand]: true;
}

/**
 * Runs `work` with the module's repositories bound to one transaction: the `outer` one when the
 * caller gives it (the write joins the caller's), a new one otherwise.
 */
export type Transact<R> = <T>(work: (repos: R, tx: Tx) => Promise<T>, outer?: Tx) => Promise<T>;

export function transactor<R>(db: Db, bind: (db: Db) => R): Transact<R> {
  return (work, outer) => {
    if (outer) return work(bind(outer.db), outer);
    return db.transaction((open) => {
      const tx = { db: open as unknown as Db } as Tx;
      return work(bind(tx.db), tx);
    });
  };
}
