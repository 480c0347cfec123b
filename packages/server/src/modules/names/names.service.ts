import type { Readable } from 'node:stream';
import type { CreateName, Language, ListNamesQuery, Name, Page, UpdateName } from '@bayan/shared';
import { createNameSchema } from '@bayan/shared';
import type { Caller } from '../../lib/caller.js';
import { csvStream } from '../../lib/csv/csv-stream.js';
import { keysetBatches } from '../../lib/csv/keyset.js';
import { AppError } from '../../lib/http/app-error.js';
import type { ModuleDeps } from '../../lib/module/define-module.js';
import { NAMES_SEED } from './names.seed-data.js';
import { nameCsvColumns } from './names.csv.js';
import type { ListedName, NamesExportQuery, NamesRepository } from './names.repository.js';

export interface NameViewer {
  /** Managers see inactive names too and may filter on isActive. */
  canManage: boolean;
}

export type NamesDeps = ModuleDeps<{ names: NamesRepository }>;

/** The names catalogue. Every write is audited in the transaction that makes it. */
export class NamesService {
  constructor(private readonly deps: NamesDeps) {}

  private get repository() {
    return this.deps.repos.names;
  }

  async findNames(query: ListNamesQuery, viewer: NameViewer): Promise<Page<Name>> {
    const isActive = viewer.canManage ? query.isActive : true;
    const { rows, total } = await this.repository.findPage({ ...query, isActive });
    return { data: rows.map(toName), total, currentPage: query.page };
  }

  /** Every name the list filters match, as CSV in the list's order, read in keyset batches. */
  exportNames(query: NamesExportQuery, lang: Language): Promise<Readable> {
    const batches = keysetBatches((after, limit) => this.repository.findBatch(query, after, limit));
    return csvStream(nameCsvColumns(lang), batches);
  }

  async getName(id: number, viewer: NameViewer): Promise<Name> {
    const row = await this.repository.findById(id);
    if (!row || (!row.isActive && !viewer.canManage)) throw new AppError('NAMES_NOT_FOUND');
    return toName(row);
  }

  async createName(input: CreateName, caller: Caller): Promise<Name> {
    return this.deps.transact(async ({ names }, tx) => {
      const created = toName(await names.insert(createNameSchema.parse(input)));
      await this.deps.audit.record(
        caller,
        { action: 'name.create', entity: 'name', entityId: created.id, after: created },
        { tx },
      );
      return created;
    });
  }

  async updateName(id: number, input: UpdateName, caller: Caller): Promise<Name> {
    return this.deps.transact(async ({ names }, tx) => {
      const before = await names.findById(id, { forUpdate: true });
      const row = before && (await names.update(id, input));
      if (!before || !row) throw new AppError('NAMES_NOT_FOUND');
      const after = toName(row);
      await this.deps.audit.record(
        caller,
        {
          action: 'name.update',
          entity: 'name',
          entityId: id,
          before: toName(before),
          after,
        },
        { tx },
      );
      return after;
    });
  }

  async deleteName(id: number, caller: Caller): Promise<void> {
    await this.deps.transact(async ({ names }, tx) => {
      const before = await names.findById(id, { forUpdate: true });
      if (!before || !(await names.delete(id))) throw new AppError('NAMES_NOT_FOUND');
      await this.deps.audit.record(
        caller,
        { action: 'name.delete', entity: 'name', entityId: id, before: toName(before) },
        { tx },
      );
    });
  }

  /** The dashboard's figures: names in the catalogue, and how many are shown to the public. */
  dashboardFigures = () => this.repository.dashboardCounts();

  /** Seeds the 99 names into an empty catalogue; a catalogue an admin has edited is left alone. */
  async seedCatalogue(): Promise<void> {
    if (await this.repository.isEmpty()) await this.repository.insertMany(NAMES_SEED.map((n) => ({ ...n })));
  }
}

function toName(row: ListedName): Name {
  return {
    id: row.id,
    name: row.name,
    transliteration: row.transliteration,
    meaningAr: row.meaningAr,
    meaningEn: row.meaningEn,
    description: row.description,
    order: row.order,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
