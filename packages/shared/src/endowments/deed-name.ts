import { z } from 'zod';
import { ASSET_TYPES } from './deed-kinds.js';

/*
 * What names a deed in lists, the wallet and its page (issue 32): the title the endower gave, else
 * its main asset and its type, which the web words in the reader's language ("وقف شركة … — خيري").
 * The main asset is the first one listed, told apart by what the endower typed for it: a company's
 * name, a bank or broker, a property's city or district; gold and silver by their kind alone.
 */

/** The longest title the wizard takes: one line in a list. */
export const DEED_TITLE_MAX = 80;

export const deedMainAssetSchema = z
  .object({ type: z.enum(ASSET_TYPES), detail: z.string() })
  .meta({ id: 'EndowmentMainAsset' });
export type DeedMainAsset = z.infer<typeof deedMainAssetSchema>;

/** An asset as any layer holds it: the draft, the snapshot or a table row. */
interface AssetNaming {
  type: string;
  companyName?: unknown;
  bankName?: unknown;
  city?: unknown;
  district?: unknown;
}

const given = (...values: unknown[]) =>
  values.map((value) => (typeof value === 'string' ? value.trim() : '')).find(Boolean) ?? '';

function detailOf(asset: AssetNaming): string {
  switch (asset.type) {
    case 'company':
      return given(asset.companyName);
    case 'current_account':
    case 'stock_portfolio':
      return given(asset.bankName);
    case 'real_estate':
      return given(asset.city, asset.district);
    default:
      return '';
  }
}

const isAssetType = (type: string): type is DeedMainAsset['type'] => (ASSET_TYPES as readonly string[]).includes(type);

/** The deed's first asset, named by its type and distinguishing detail; null while it has none. */
export function mainAssetOf(assets: readonly AssetNaming[] | undefined): DeedMainAsset | null {
  const first = assets?.[0];
  if (!first || !isAssetType(first.type)) return null;
  return { type: first.type, detail: detailOf(first) };
}
