import { everyRow } from '../../lib/list/every-row.js';
import type { SitePage } from '../../lib/module/site-page.js';
import type { ClinicService } from './clinic.service.js';

/** The clinic site's own pages (web features/clinic-site). */
const SITE_PATHS = ['/clinic', '/doctors', '/specialities', '/promotions', '/campaigns', '/about'];

/**
 * The clinic site: its pages, each doctor the public list shows (`/doctors/:pubkey`), and each
 * speciality one of them practises, as the doctors' list filtered by it (`/doctors?speciality=`,
 * the link of the specialities page): a speciality without a listed doctor would be an empty page.
 */
export async function clinicSitePages({ people, directory }: ClinicService): Promise<SitePage[]> {
  const [doctors, specialities] = await Promise.all([
    everyRow((page) => people.findDoctors({ ...page, sort: 'name' })),
    everyRow((page) => directory.specialities.find({ ...page, sort: 'nameAr' }, null)),
  ]);
  const practised = new Set(doctors.flatMap((doctor) => (doctor.speciality ? [doctor.speciality.pubkey] : [])));
  return [
    ...SITE_PATHS.map((path) => ({ path })),
    ...doctors.map((doctor) => ({ path: `/doctors/${encodeURIComponent(doctor.pubkey)}` })),
    ...specialities
      .filter((speciality) => practised.has(speciality.pubkey))
      .map((speciality) => ({
        path: `/doctors?speciality=${encodeURIComponent(speciality.pubkey)}`,
        lastmod: speciality.updatedAt,
      })),
  ];
}
