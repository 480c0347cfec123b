import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { bilingualName, pubkeySchema, type Section } from '@bayan/shared';
import { useLanguage } from '../../../../i18n/use-language';
import type { DirectoryResource, FieldsProps } from '../scaffold/resource';
import { ChoiceField, clinicFilter, useClinicOptions } from './clinic-options';
import { NAME_SORT, NameFields, nameIn, useNameColumn } from './names';

type SectionValues = { etablissementPubkey: string; nameAr: string; nameEn: string };

function SectionFields(props: FieldsProps<SectionValues>) {
  const { t } = useTranslation('directory');
  return (
    <>
      <ChoiceField
        {...props}
        locked={props.editing ? new Set(['etablissementPubkey']) : props.locked}
        name="etablissementPubkey"
        label={t('fields.clinic')}
        options={useClinicOptions()}
      />
      <NameFields {...props} />
    </>
  );
}

function useSectionColumns() {
  const { t } = useTranslation('directory');
  const { language } = useLanguage();
  return [
    useNameColumn<Section>(),
    { id: 'clinic', label: t('fields.clinic'), render: (row: Section) => nameIn(row.etablissement, language) },
  ];
}

/** A clinic's sections; a section stays in its clinic (only its names change). */
export const sections: DirectoryResource<Section, SectionValues> = {
  name: 'sections',
  routes: {
    list: 'clinic.listSections',
    export: 'clinic.exportSections',
    create: 'clinic.createSection',
    update: 'clinic.updateSection',
    delete: 'clinic.deleteSection',
  },
  sort: 'nameAr',
  sortable: NAME_SORT,
  filters: [clinicFilter],
  useColumns: useSectionColumns,
  label: nameIn,
  values: (row) => ({
    etablissementPubkey: row?.etablissement.pubkey ?? '',
    nameAr: row?.nameAr ?? '',
    nameEn: row?.nameEn ?? '',
  }),
  schema: z.object({ etablissementPubkey: pubkeySchema.optional(), ...bilingualName }),
  Fields: SectionFields,
  codeFields: { CLINIC_ETABLISSEMENT_REQUIRED: 'etablissementPubkey' },
};
