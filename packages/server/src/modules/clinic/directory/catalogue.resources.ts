import type {
  CreateService,
  CreateSpeciality,
  ListServicesQuery,
  ListSpecialitiesQuery,
  UpdateService,
  UpdateSpeciality,
} from '@bayan/shared';
import type { ClinicDeps } from '../clinic.deps.js';
import { serviceCsv, specialityCsv } from './directory.csv.js';
import { DirectoryResource } from './directory-resource.js';
import { idOf } from './directory-scope.js';
import { toService, toSpeciality } from './directory-views.js';

/** Specialities: ADMIN writes, anyone reads (the booking flow starts from them). */
export const specialitiesResource = (deps: ClinicDeps) =>
  new DirectoryResource(deps, {
    name: 'speciality',
    notFound: 'CLINIC_SPECIALITY_NOT_FOUND',
    inUse: 'CLINIC_SPECIALITY_IN_USE',
    repo: (repos) => repos.directory.specialities,
    view: toSpeciality,
    csv: specialityCsv,
    filter: async (query: Omit<ListSpecialitiesQuery, 'page' | 'limit'>) => {
      const clinics = deps.repos.directory.etablissements;
      const etablissementId = await idOf((pubkey) => clinics.findByPubkey(pubkey), query.etablissement);
      return etablissementId === null ? null : { etablissementId };
    },
    build: (body: CreateSpeciality) => body,
    change: (_before, body: UpdateSpeciality) => body,
  });

/** Services and their prices in halalas: ADMIN writes, anyone reads (spec §1: patients browse them). */
export const servicesResource = (deps: ClinicDeps) =>
  new DirectoryResource(deps, {
    name: 'service',
    notFound: 'CLINIC_SERVICE_NOT_FOUND',
    inUse: 'CLINIC_SERVICE_IN_USE',
    repo: (repos) => repos.directory.services,
    view: toService,
    csv: serviceCsv,
    filter: async ({ minPrice, maxPrice }: Omit<ListServicesQuery, 'page' | 'limit'>) => ({ minPrice, maxPrice }),
    build: (body: CreateService) => body,
    change: (_before, body: UpdateService) => body,
  });
