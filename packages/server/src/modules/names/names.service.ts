import type { CreateName, ListNamesQuery, Name, Page, UpdateName } from '@bayan/shared';
import { createNameSchema } from '@bayan/shared';
import { AppError } from '../../lib/http/app-error.js';
import type { NamesRepository } from './names.repository.js';
import type { NameRow } from './names.table.js';
import { NAMES_SEED } from './names.seed-data.js';

export interface NameViewer {
  /** Managers see inactive names too and may filter on isActive. */
  canManage: boolean;
}

export class NamesService {
  constructor(private readonly repository: NamesRepository) {}

  async findNames(query: ListNamesQuery, viewer: NameViewer): Promise<Page<Name>> {
    const isActive = viewer.canManage ? query.isActive : true;
    const { rows, total } = await this.repository.findPage({ ...query, isActive });
    return { data: rows.map(toName), total, currentPage: query.page };
  }

  async getName(id: number, viewer: NameViewer): Promise<Name> {
    const row = await this.repository.findById(id);
    if (!row || (!row.isActive && !viewer.canManage)) throw new AppError('NAMES_NOT_FOUND');
    return toName(row);
  }

  async createName(input: CreateName): Promise<Name> {
    return toName(await this.repository.insert(createNameSchema.parse(input)));
  }

  async updateName(id: number, input: UpdateName): Promise<Name> {
    const row = await this.repository.update(id, input);
    if (!row) throw new AppError('NAMES_NOT_FOUND');
    return toName(row);
  }

  async deleteName(id: number): Promise<void> {
    if (!(await this.repository.delete(id))) throw new AppError('NAMES_NOT_FOUND');
  }

  /** Seeds the 99 names into an empty catalogue; a catalogue an admin has edited is left alone. */
  async seedCatalogue(): Promise<void> {
    if (await this.repository.isEmpty()) await this.repository.insertMany(NAMES_SEED.map((n) => ({ ...n })));
  }
}

function toName(row: NameRow): Name {
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
