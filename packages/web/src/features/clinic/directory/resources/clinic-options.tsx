import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DIRECTORY_ROUTES, type Etablissement, type Section, type Speciality } from '@bayan/shared';
import { FormSelectField } from '../../../../components/form/form-select-field';
import { useLanguage } from '../../../../i18n/use-language';
import { useDirectoryOptions } from '../scaffold/directory-api';
import type { DirectoryFilter, FieldsProps } from '../scaffold/resource';
import { nameIn } from './names';

type Option = { value: string; label: string };

function useNamedOptions<T extends { pubkey: string; nameAr: string; nameEn: string }>(
  rows: T[] | undefined,
): Option[] {
  const { language } = useLanguage();
  return (rows ?? []).map((row) => ({ value: row.pubkey, label: nameIn(row, language) }));
}

/** Every clinic, by name, for a filter or a form. */
export const useClinicOptions = () =>
  useNamedOptions(
    useDirectoryOptions<Etablissement>('etablissements', DIRECTORY_ROUTES['clinic.listEtablissements']).data,
  );

export const useSpecialityOptions = () => useClinicSpecialityOptions('');

/** The specialities a clinic has a doctor of (finding 33), every speciality while no clinic is chosen. */
export const useClinicSpecialityOptions = (clinic: string) =>
  useNamedOptions(
    useDirectoryOptions<Speciality>(
      'specialities',
      DIRECTORY_ROUTES['clinic.listSpecialities'],
      clinic ? { etablissement: clinic } : {},
    ).data,
  );

/** A clinic's sections (none until a clinic is chosen). */
export const useSectionOptions = (clinic: string) =>
  useNamedOptions(
    useDirectoryOptions<Section>(
      'sections',
      DIRECTORY_ROUTES['clinic.listSections'],
      { etablissement: clinic },
      clinic !== '',
    ).data,
  );

export const clinicFilter: DirectoryFilter = { key: 'etablissement', useOptions: useClinicOptions };
export const specialityFilter: DirectoryFilter = { key: 'speciality', useOptions: useSpecialityOptions };

interface ChoiceFieldProps<V extends FieldValues> extends FieldsProps<V> {
  name: Path<V>;
  label: string;
  options: Option[];
  /** The first, empty choice's words; none for a choice that must be made. */
  emptyLabel?: string;
  required?: boolean;
}

/** A native select of records bound to the form (every phone and screen reader knows it). */
export function ChoiceField<V extends FieldValues>(props: ChoiceFieldProps<V>) {
  const { t } = useTranslation('directory');
  return (
    <FormSelectField
      control={props.control}
      name={props.name}
      label={props.label}
      select
      fullWidth
      required={props.required}
      disabled={props.locked.has(props.name)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{props.emptyLabel ?? t('choose')}</option>
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormSelectField>
  );
}
