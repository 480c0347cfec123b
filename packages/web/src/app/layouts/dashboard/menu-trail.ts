import { useLocation } from 'react-router';
import { MENU } from '../../menu';
import { activeTrail, findTrail, type MenuItem } from '../../../lib/menu-tree';
import { usePageTrailOf } from '../../../lib/feature/page-trail';

/**
 * The menu entries leading to the page on screen: the entry the page named for itself
 * (usePageTrail), else the one its address falls under. The breadcrumbs and the side menu's
 * highlight read the same trail (walk finding 34: a witness's signing page is "As witness").
 */
export function useMenuTrail(): { trail: MenuItem[] | null; own: ReturnType<typeof usePageTrailOf> } {
  const { pathname } = useLocation();
  const own = usePageTrailOf();
  const trail = own ? findTrail(MENU, (item) => item.id === own.under) : activeTrail(MENU, pathname);
  return { trail, own };
}
