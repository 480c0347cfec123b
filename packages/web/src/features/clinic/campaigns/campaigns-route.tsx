import { DirectoryScreen } from '../directory/scaffold/directory-screen';
import { campaigns } from './campaigns';

/** `/dashboard/campaigns`: the clinic's campaigns, added and changed by its staff. */
export default function CampaignsRoute() {
  return <DirectoryScreen resource={campaigns} />;
}
