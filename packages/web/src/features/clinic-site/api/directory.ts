import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Etablissement, type Service, type Speciality, DIRECTORY_ROUTES } from '@bayan/shared';
import { routePath } from '../../../lib/api-client';
import { fetchAllPages } from '../../../lib/list-page';

/** Each page says in its own place when its data could not be read: no snackbar repeats it. */
export const SHOWN_ON_PAGE = { errorShown: true };

const FIVE_MINUTES = 5 * 60_000;
const all = { sort: 'nameAr', limit: MAX_PAGE_SIZE };

/** Every clinic (GET /api/etablissements, public), by Arabic name. */
export const clinicsQuery = queryOptions({
  queryKey: ['clinic-site', 'etablissements'],
  queryFn: ({ signal }) =>
    fetchAllPages<Etablissement>(routePath(DIRECTORY_ROUTES['clinic.listEtablissements']), all, signal),
  staleTime: FIVE_MINUTES,
  meta: SHOWN_ON_PAGE,
});

/** Every speciality (GET /api/specialities, public). */
export const specialitiesQuery = queryOptions({
  queryKey: ['clinic-site', 'specialities'],
  queryFn: ({ signal }) =>
    fetchAllPages<Speciality>(routePath(DIRECTORY_ROUTES['clinic.listSpecialities']), all, signal),
  staleTime: FIVE_MINUTES,
  meta: SHOWN_ON_PAGE,
});

/** Every service with its price (GET /api/services, public). */
export const servicesQuery = queryOptions({
  queryKey: ['clinic-site', 'services'],
  queryFn: ({ signal }) => fetchAllPages<Service>(routePath(DIRECTORY_ROUTES['clinic.listServices']), all, signal),
  staleTime: FIVE_MINUTES,
  meta: SHOWN_ON_PAGE,
});

export const useClinics = () => useQuery(clinicsQuery);
export const useSpecialities = () => useQuery(specialitiesQuery);
export const useServices = () => useQuery(servicesQuery);
