import { mainAssetOf, type EndowmentListItem, type EndowmentListQuery, type Page } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { searchText } from '../../../lib/list/search-text.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import type { FirstAsset } from './deeds.repository.js';
import type { EndowmentRow } from './deeds.table.js';

/** How much of the introduction the list's title line carries. */
const SUMMARY_CHARS = 120;

/** The start of the introduction, on one line, cut with an ellipsis past `max` characters. */
export function summaryOf(introduction: string, max = SUMMARY_CHARS): string {
  const text = introduction.replace(/\s+/g, ' ').trim();
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

const itemOf = (deed: EndowmentRow, assetsCount: number, firstAsset: FirstAsset | null): EndowmentListItem => ({
  pubkey: deed.pubkey,
  type: deed.type,
  status: deed.status,
  gregorianDate: deed.gregorianDate,
  summary: summaryOf(deed.introduction),
  title: deed.title.trim(),
  mainAsset: mainAssetOf(firstAsset ? [firstAsset] : []),
  docNumber: deed.docNumber,
  assetsCount,
  createdAt: deed.createdAt.toISOString(),
  updatedAt: deed.updatedAt.toISOString(),
});

/**
 * GET /api/endowments: the caller's own deeds (never another's, whatever the role), searched in
 * the title, introduction, notes and the names of the persons named, filtered by type and state.
 */
export async function listDeeds(
  deps: EndowmentsDeps,
  query: EndowmentListQuery,
  caller: Caller,
): Promise<Page<EndowmentListItem>> {
  const { rows, total } = await deps.repos.deeds.findPage(
    { ownerId: caller.accountId, q: searchText(query.q), type: query.type, status: query.status },
    query,
  );
  return { data: rows.map((row) => itemOf(row.deed, row.assetsCount, row.firstAsset)), total, currentPage: query.page };
}
