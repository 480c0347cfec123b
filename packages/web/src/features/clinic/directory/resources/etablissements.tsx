import { useTranslation } from 'react-i18next';
import {
  ETABLISSEMENT_STAFF_FIELDS,
  ETABLISSEMENT_SORTABLE,
  type Etablissement,
  DIRECTORY_ROUTES,
} from '@bayan/shared';
import { useLanguage } from '../../../../i18n/use-language';
import type { DirectoryFilter, DirectoryResource } from '../scaffold/resource';
import { specialityFilter } from './clinic-options';
import { EtablissementFields } from './etablissement-fields';
import { etablissementSchema, etablissementValues, type EtablissementValues } from './etablissement-form';
import { nameIn, useNameColumn } from './names';
import { WEEK, weekdayName, weekdays } from './weekdays';

const openOnFilter: DirectoryFilter = {
  key: 'openOn',
  useOptions: () => weekdays(useLanguage().language).map(({ day, name }) => ({ value: String(day), label: name })),
};

function useEtablissementColumns() {
  const { t } = useTranslation('directory');
  const { language } = useLanguage();
  const closed = (row: Etablissement) =>
    WEEK.filter((day) => row.weekendDays.includes(day))
      .map((day) => weekdayName(day, language))
      .join('، ');
  return [
    useNameColumn<Etablissement>(),
    { id: 'address', label: t('fields.address'), render: (row: Etablissement) => row.address },
    {
      id: 'phone',
      label: t('fields.phone'),
      render: (row: Etablissement) => (row.phone ? <bdi dir="ltr">{row.phone}</bdi> : t('none')),
    },
    {
      id: 'hours',
      label: t('fields.hours'),
      render: (row: Etablissement) => <bdi dir="ltr">{`${row.startHour}–${row.endHour}`}</bdi>,
    },
    { id: 'weekend', label: t('fields.weekendDays'), render: (row: Etablissement) => closed(row) || t('none') },
  ];
}

/** The clinics: admins add and delete them; STAFF change their own clinic's contact details and hours. */
export const etablissements: DirectoryResource<Etablissement, EtablissementValues> = {
  name: 'etablissements',
  routes: {
    list: DIRECTORY_ROUTES['clinic.listEtablissements'],
    export: DIRECTORY_ROUTES['clinic.exportEtablissements'],
    create: DIRECTORY_ROUTES['clinic.createEtablissement'],
    update: DIRECTORY_ROUTES['clinic.updateEtablissement'],
    delete: DIRECTORY_ROUTES['clinic.deleteEtablissement'],
  },
  sort: 'nameAr',
  sortable: ETABLISSEMENT_SORTABLE,
  filters: [openOnFilter, specialityFilter],
  useColumns: useEtablissementColumns,
  label: nameIn,
  values: etablissementValues,
  schema: etablissementSchema,
  Fields: EtablissementFields,
  locked: (role) =>
    role === 'STAFF'
      ? Object.keys(etablissementValues()).filter(
          (key) => !(ETABLISSEMENT_STAFF_FIELDS as readonly string[]).includes(key),
        )
      : [],
};
