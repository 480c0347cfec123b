import type { ErrorCode } from '@bayan/shared';
import { pgErrorOf } from '../../../db/pg-error.js';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { AuditEntry } from '../../../lib/module/audit.js';
import type { ClinicDeps, ClinicRepos } from '../clinic.deps.js';
import type { DirectoryRepository } from './directory.repository.js';

/** One kind of directory record, as its writes need it. */
export interface DirectoryEntity<R extends { id: number }, V extends { pubkey: string }, I> {
  /** The audit entity; its actions are `<name>.create`, `.update`, `.delete`. */
  name: 'etablissement' | 'speciality' | 'service' | 'section' | 'room';
  notFound: ErrorCode;
  /** A delete the database refused because other rows refer to the record. */
  inUse: ErrorCode;
  /** Unique constraints a write may break, by name, and the 409 each answers. */
  taken?: Record<string, ErrorCode>;
  repo(repos: ClinicRepos): DirectoryRepository<R, I, never>;
  view(row: R): V;
}

/** Throws the record's not-found when the caller may not see it (another clinic's). */
export type Guard<R> = (row: R) => void;

const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';

/** What the database refused, as the API's answer; anything else goes on as it was. */
async function refusals<T>(entity: DirectoryEntity<never, never, never>, deleting: boolean, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    const { code, constraint } = pgErrorOf(error) ?? {};
    if (deleting && code === FOREIGN_KEY_VIOLATION) throw new AppError(entity.inUse);
    const taken = code === UNIQUE_VIOLATION && constraint !== undefined ? entity.taken?.[constraint] : undefined;
    throw taken ? new AppError(taken) : error;
  }
}

/**
 * The directory's writes: each in one transaction with its audit event (before/after as the API
 * shows the record), the database's refusals turned into 409s.
 */
export class DirectoryWrites<R extends { id: number }, V extends { pubkey: string }, I> {
  constructor(
    protected readonly deps: ClinicDeps,
    private readonly entity: DirectoryEntity<R, V, I>,
  ) {}

  private audit(caller: Caller, entry: { action: string; before?: V; after?: V }, pubkey: string) {
    const record = { ...entry, action: `${this.entity.name}.${entry.action}`, entity: this.entity.name };
    return (tx: Parameters<ClinicDeps['transact']>[1]) =>
      this.deps.audit.record(caller, { ...record, entityId: pubkey } as unknown as AuditEntry, { tx });
  }

  /** `build` gives the row's values, reading (and locking) what it refers to in the transaction. */
  create(caller: Caller, build: (repos: ClinicRepos) => Promise<I> | I): Promise<V> {
    return refusals(this.entity as never, false, () =>
      this.deps.transact(async (repos, tx) => {
        const after = this.entity.view(await this.entity.repo(repos).insert(await build(repos)));
        await this.audit(caller, { action: 'create', after }, after.pubkey)(tx);
        return after;
      }),
    );
  }

  /** `change` sees the row as it is (locked) and gives what to set, or throws. */
  update(
    caller: Caller,
    pubkey: string,
    change: (before: R, repos: ClinicRepos) => Promise<Partial<I>> | Partial<I>,
  ): Promise<V> {
    return refusals(this.entity as never, false, () =>
      this.deps.transact(async (repos, tx) => {
        const row = await this.entity.repo(repos).findByPubkey(pubkey, 'update');
        if (!row) throw new AppError(this.entity.notFound);
        const values = await change(row, repos);
        const after = this.entity.view(await this.entity.repo(repos).update(row.id, values));
        await this.audit(caller, { action: 'update', before: this.entity.view(row), after }, pubkey)(tx);
        return after;
      }),
    );
  }

  delete(caller: Caller, pubkey: string, guard: Guard<R>): Promise<void> {
    return refusals(this.entity as never, true, () =>
      this.deps.transact(async (repos, tx) => {
        const row = await this.entity.repo(repos).findByPubkey(pubkey, 'update');
        if (!row) throw new AppError(this.entity.notFound);
        guard(row);
        await this.entity.repo(repos).delete(row.id);
        await this.audit(caller, { action: 'delete', before: this.entity.view(row) }, pubkey)(tx);
      }),
    );
  }
}
