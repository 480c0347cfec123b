import { everyRow } from '../../lib/list/every-row.js';
import type { SitePage } from '../../lib/module/site-page.js';
import type { NamesService } from './names.service.js';

/** The landing page (the names' catalogue) and each name the public list shows, in the catalogue's order. */
export async function nameSitePages(names: NamesService): Promise<SitePage[]> {
  const shown = await everyRow((page) => names.findNames({ ...page, sort: 'order' }, { canManage: false }));
  return [{ path: '/home' }, ...shown.map((name) => ({ path: `/name/${name.id}`, lastmod: name.updatedAt }))];
}
