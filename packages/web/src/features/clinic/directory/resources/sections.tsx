import { z } from 'zod';
import { bilingualName, pubkeySchema, type Section, DIRECTORY_ROUTES } from '@bayan/shared';
import type { DirectoryResource, FieldsProps } from '../scaffold/resource';
import { clinicFilter } from './clinic-options';
import { ClinicField, useClinicColumn } from './in-clinic';
import { NAME_SORT, NameFields, nameIn, useNameColumn } from './names';

type SectionValues = { etablissementPubkey: string; nameAr: string; nameEn: string };

function SectionFields(props: FieldsProps<SectionValues>) {
  return (
    <>
      <ClinicField {...props} />
      <NameFields {...props} />
    </>
  );
}

const useSectionColumns = () => [useNameColumn<Section>(), useClinicColumn<Section>()];

/** A clinic's sections; a section stays in its clinic (only its names change). */
export const sections: DirectoryResource<Section, SectionValues> = {
  name: 'sections',
  routes: {
    list: DIRECTORY_ROUTES['clinic.listSections'],
    export: DIRECTORY_ROUTES['clinic.exportSections'],
    create: DIRECTORY_ROUTES['clinic.createSection'],
    update: DIRECTORY_ROUTES['clinic.updateSection'],
    delete: DIRECTORY_ROUTES['clinic.deleteSection'],
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
