import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { optionalText, pubkeySchema, requiredText, type Room, DIRECTORY_ROUTES } from '@bayan/shared';
import { useLanguage } from '../../../../i18n/use-language';
import type { DirectoryResource, FieldsProps } from '../scaffold/resource';
import { ChoiceField, clinicFilter, useSectionOptions } from './clinic-options';
import { ClinicField, useClinicColumn } from './in-clinic';
import { nameIn } from './names';
import { RoomDetailFields } from './room-detail-fields';

type RoomValues = { etablissementPubkey: string; sectionPubkey: string; name: string; description: string };

function RoomFields(props: FieldsProps<RoomValues>) {
  const { t } = useTranslation('directory');
  const clinic = useWatch({ control: props.control, name: 'etablissementPubkey' });
  return (
    <>
      <ClinicField {...props} />
      <ChoiceField
        {...props}
        name="sectionPubkey"
        label={t('fields.section')}
        emptyLabel={t('noSection')}
        options={useSectionOptions(clinic)}
      />
      <RoomDetailFields {...props} />
    </>
  );
}

function useRoomColumns() {
  const { t } = useTranslation('directory');
  const { language } = useLanguage();
  return [
    { id: 'name', label: t('fields.room'), sortKey: 'name', primary: true, render: (row: Room) => row.name },
    useClinicColumn<Room>(),
    {
      id: 'section',
      label: t('fields.section'),
      render: (row: Room) => (row.section ? nameIn(row.section, language) : t('noSection')),
    },
    { id: 'description', label: t('fields.description'), render: (row: Room) => row.description },
  ];
}

/** A clinic's rooms: a number or name unique in the clinic, an optional section, details. */
export const rooms: DirectoryResource<Room, RoomValues> = {
  name: 'rooms',
  routes: {
    list: DIRECTORY_ROUTES['clinic.listRooms'],
    export: DIRECTORY_ROUTES['clinic.exportRooms'],
    create: DIRECTORY_ROUTES['clinic.createRoom'],
    update: DIRECTORY_ROUTES['clinic.updateRoom'],
    delete: DIRECTORY_ROUTES['clinic.deleteRoom'],
  },
  sort: 'name',
  sortable: ['name', 'createdAt'],
  filters: [clinicFilter],
  useColumns: useRoomColumns,
  label: (row) => row.name,
  values: (row) => ({
    etablissementPubkey: row?.etablissement.pubkey ?? '',
    sectionPubkey: row?.section?.pubkey ?? '',
    name: row?.name ?? '',
    description: row?.description ?? '',
  }),
  schema: z.object({
    etablissementPubkey: pubkeySchema.optional(),
    sectionPubkey: pubkeySchema.optional(),
    name: requiredText(100),
    description: optionalText(1000).default(''),
  }),
  Fields: RoomFields,
  codeFields: { CLINIC_ETABLISSEMENT_REQUIRED: 'etablissementPubkey', CLINIC_ROOM_NAME_TAKEN: 'name' },
};
