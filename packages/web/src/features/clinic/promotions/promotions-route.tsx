import { DirectoryScreen } from '../directory/scaffold/directory-screen';
import { promotions } from './promotions';

/** `/dashboard/promotions`: the clinic's promotions, added and changed by its staff. */
export default function PromotionsRoute() {
  return <DirectoryScreen resource={promotions} />;
}
