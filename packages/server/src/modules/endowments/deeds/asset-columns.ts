import { ASSET_FIELDS, parsePercent, type AssetDraft, type AssetType } from '@bayan/shared';
import type { AssetRow, NewAssetRow } from './assets.table.js';

/** An asset's columns besides its deed and place. */
export type AssetColumns = Omit<NewAssetRow, 'id' | 'endowmentId' | 'position'>;

type TypeField = Exclude<
  keyof AssetRow & string,
  'id' | 'endowmentId' | 'position' | 'key' | 'type' | 'ratio' | 'ratioBp'
>;

/** Each asset type's own fields (the shared list), each kept in the column of its name. */
const TYPE_FIELDS = ASSET_FIELDS satisfies Record<AssetType, readonly TypeField[]>;

/** The row of an asset as typed; the ratio also in basis points once it reads as a percentage. */
export function assetColumns(asset: AssetDraft): AssetColumns {
  const typed = asset as Partial<Record<TypeField, string>>;
  const columns: AssetColumns = { key: asset.key, type: asset.type, ratio: asset.ratio ?? null };
  for (const field of TYPE_FIELDS[asset.type]) columns[field] = typed[field] ?? null;
  const ratio = asset.ratio === undefined ? undefined : parsePercent(asset.ratio);
  columns.ratioBp = ratio?.ok ? ratio.value : null;
  return columns;
}

/** The draft of an asset row: its type's fields that hold a value. */
export function assetOf(row: AssetRow): AssetDraft {
  const asset: Record<string, string> = { key: row.key, type: row.type };
  if (row.ratio !== null) asset.ratio = row.ratio;
  for (const field of TYPE_FIELDS[row.type]) {
    const value = row[field];
    if (value !== null) asset[field] = value;
  }
  return asset as AssetDraft;
}
