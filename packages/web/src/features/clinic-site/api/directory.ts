import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  MAX_PAGE_SIZE,
  type ApiRoute,
  type Etablissement,
  type Service,
  type Speciality,
  DIRECTORY_ROUTES,
} from '@bayan/shared';
import { routePath } from '../../../lib/api-client';
import { fetchAllPages } from '../../../lib/list-page';

/** Each page says in its own place when its data could not be read: no snackbar repeats it. */
export const SHOWN_ON_PAGE = { errorShown: true };

const FIVE_MINUTES = 5 * 60_000;
const all = { sort: 'nameAr', limit: MAX_PAGE_SIZE };

/** A whole public list of the directory (every row, by Arabic name), read again after five minutes. */
function directoryQuery<T>(name: string, route: ApiRoute) {
  return queryOptions({
    queryKey: ['clinic-site', name],
    queryFn: ({ signal }) => fetchAllPages<T>(routePath(route), all, signal),
    staleTime: FIVE_MINUTES,
    meta: SHOWN_ON_PAGE,
  });
}

/** Every clinic (GET /api/etablissements, public). */
export const clinicsQuery = directoryQuery<Etablissement>(
  'etablissements',
  DIRECTORY_ROUTES['clinic.listEtablissements'],
);
/** Every speciality (GET /api/specialities, public). */
export const specialitiesQuery = directoryQuery<Speciality>(
  'specialities',
  DIRECTORY_ROUTES['clinic.listSpecialities'],
);
/** Every service with its price (GET /api/services, public). */
export const servicesQuery = directoryQuery<Service>('services', DIRECTORY_ROUTES['clinic.listServices']);

export const useClinics = () => useQuery(clinicsQuery);
export const useSpecialities = () => useQuery(specialitiesQuery);
export const useServices = () => useQuery(servicesQuery);
