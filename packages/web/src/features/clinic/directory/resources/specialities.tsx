import { DIRECTORY_ROUTES, type Speciality } from '@bayan/shared';
import type { DirectoryResource } from '../scaffold/resource';
import { clinicFilter } from './clinic-options';
import { NAME_SORT, NameFields, nameIn, nameSchema, nameValues, useNameColumn } from './names';
import { useCreatedColumn } from './created-column';

/** The specialities: a name in both languages; filtered by the clinics that have a doctor of one. */
export const specialities: DirectoryResource<Speciality, ReturnType<typeof nameValues>> = {
  name: 'specialities',
  routes: {
    list: DIRECTORY_ROUTES['clinic.listSpecialities'],
    export: DIRECTORY_ROUTES['clinic.exportSpecialities'],
    create: DIRECTORY_ROUTES['clinic.createSpeciality'],
    update: DIRECTORY_ROUTES['clinic.updateSpeciality'],
    delete: DIRECTORY_ROUTES['clinic.deleteSpeciality'],
  },
  sort: 'nameAr',
  sortable: NAME_SORT,
  filters: [clinicFilter],
  useColumns: () => [useNameColumn(), useCreatedColumn()],
  label: nameIn,
  values: nameValues,
  schema: nameSchema,
  Fields: NameFields,
};
