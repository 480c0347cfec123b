import { useLocation, useParams } from 'react-router';
import AboutRoute from './about/about-route';
import DoctorRoute from './doctor/doctor-route';
import DoctorsRoute from './doctors/doctors-route';
import ClinicHome from './home/clinic-home';
import SpecialitiesRoute from './services/specialities-route';
import type { PageHandle } from '../../lib/feature/page-handle';
import { prefetchSitePage, siteSection } from './site-prefetch';

/** The server fetches what the page shows first (site-prefetch.ts). */
export const handle: PageHandle = { prefetch: prefetchSitePage };

/**
 * The clinic site's pages as one script, the page chosen by its path: one lazy import in the
 * feature's manifest instead of one a page (each costs every page's first load its preload list).
 */
export default function SiteRoute() {
  const { pubkey } = useParams();
  const section = siteSection(useLocation().pathname);
  if (pubkey) return <DoctorRoute />;
  if (section === 'about') return <AboutRoute />;
  if (section === 'specialities') return <SpecialitiesRoute />;
  if (section === 'clinic') return <ClinicHome />;
  return <DoctorsRoute />;
}
