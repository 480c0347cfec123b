import type { Readable } from 'node:stream';
import type { Language, ListQuery, Page } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { csvStream, type CsvColumn } from '../../../lib/csv/csv-stream.js';
import { keysetBatches } from '../../../lib/csv/keyset.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { ClinicActor } from '../appointment-access.js';
import { actorOf } from '../clinic.actor.js';
import type { ClinicDeps, ClinicRepos } from '../clinic.deps.js';
import type { DirectoryRepository } from './directory.repository.js';
import { DirectoryWrites, type DirectoryEntity, type Guard } from './directory-writes.js';

export type ExportQuery<Q extends ListQuery> = Omit<Q, 'page' | 'limit'>;

/** Who writes, in which language, and the module's repositories inside the write's transaction. */
export interface WriteContext {
  actor: ClinicActor;
  lang: Language;
  repos: ClinicRepos;
}

/** What one kind of directory record adds to the common reads and writes. */
export interface DirectoryConfig<
  R extends { id: number },
  V extends { pubkey: string },
  I,
  F,
  Q extends ListQuery,
  C,
  U,
> extends DirectoryEntity<R, V, I> {
  repo(repos: ClinicRepos): DirectoryRepository<R, I, F>;
  csv(lang: Language): CsvColumn<V>[];
  /** The list's filters for this caller (STAFF: inside their clinic); null when nothing can match. */
  filter(query: ExportQuery<Q>, actor: ClinicActor | null): Promise<F | null>;
  /** A new row's values; reads (and locks) in `repos` what it refers to. */
  build(body: C, context: WriteContext): Promise<I> | I;
  /** What a PATCH sets on this row; throws when the caller may not (another clinic's: not found). */
  change(before: R, body: U, context: WriteContext): Promise<Partial<I>> | Partial<I>;
  /** Checked before a delete; everyone the route lets in may delete any when absent. */
  guard?(actor: ClinicActor): Guard<R>;
}

/**
 * A directory list and its writes, as the routes call them: paged and searchable, exported as
 * CSV in the list's order, every write audited. Anonymous callers (public lists) have no actor.
 */
export class DirectoryResource<
  R extends { id: number },
  V extends { pubkey: string },
  I,
  F,
  Q extends ListQuery,
  C,
  U,
> extends DirectoryWrites<R, V, I> {
  constructor(
    deps: ClinicDeps,
    private readonly config: DirectoryConfig<R, V, I, F, Q, C, U>,
  ) {
    super(deps, config);
  }

  private actor = (caller: Caller) => actorOf(this.deps, caller);

  private async filterFor(query: ExportQuery<Q>, caller: Caller | null) {
    return this.config.filter(query, caller && (await this.actor(caller)));
  }

  async find(query: Q, caller: Caller | null): Promise<Page<V>> {
    const filter = await this.filterFor(query, caller);
    if (filter === null) return { data: [], total: 0, currentPage: query.page };
    const { q, sort, page, limit } = query;
    const { rows, total } = await this.config.repo(this.deps.repos).findPage({ ...filter, q, sort, page, limit });
    return { data: rows.map((row) => this.config.view(row)), total, currentPage: page };
  }

  async export(query: ExportQuery<Q>, caller: Caller | null, lang: Language): Promise<Readable> {
    const filter = await this.filterFor(query, caller);
    const { repo, view } = this.config;
    const repository = repo(this.deps.repos);
    async function* views() {
      if (filter === null) return;
      const batches = keysetBatches((after, limit) =>
        repository.findBatch({ ...filter, q: query.q, sort: query.sort }, after, limit),
      );
      for await (const rows of batches) yield rows.map((row) => view(row));
    }
    return csvStream(this.config.csv(lang), views());
  }

  /** One record, for a public read (the clinic pages). */
  async get(pubkey: string): Promise<V> {
    const row = await this.config.repo(this.deps.repos).findByPubkey(pubkey);
    if (!row) throw new AppError(this.config.notFound);
    return this.config.view(row);
  }

  async createFrom(body: C, caller: Caller): Promise<V> {
    const actor = await this.actor(caller);
    return this.create(caller, (repos) => this.config.build(body, { actor, lang: caller.lang, repos }));
  }

  async updateFrom(pubkey: string, body: U, caller: Caller): Promise<V> {
    const actor = await this.actor(caller);
    return this.update(caller, pubkey, (before, repos) =>
      this.config.change(before, body, { actor, lang: caller.lang, repos }),
    );
  }

  async deleteAs(pubkey: string, caller: Caller): Promise<void> {
    const actor = await this.actor(caller);
    return this.delete(caller, pubkey, this.config.guard?.(actor) ?? (() => undefined));
  }
}
