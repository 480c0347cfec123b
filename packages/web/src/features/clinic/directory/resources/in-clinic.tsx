import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../../components/data-table/types';
import { useLanguage } from '../../../../i18n/use-language';
import type { FieldsProps } from '../scaffold/resource';
import { ChoiceField, useClinicOptions } from './clinic-options';
import { nameIn } from './names';

type InClinic = { etablissement: { pubkey: string; nameAr: string; nameEn: string } };

/** The clinic a section or room belongs to: chosen when it is added, then fixed (the API moves neither). */
export function ClinicField<V extends FieldValues & { etablissementPubkey: string }>(props: FieldsProps<V>) {
  const { t } = useTranslation('directory');
  return (
    <ChoiceField
      {...props}
      locked={props.editing ? new Set(['etablissementPubkey']) : props.locked}
      name={'etablissementPubkey' as Path<V>}
      label={t('fields.clinic')}
      options={useClinicOptions()}
    />
  );
}

/** The clinic's name in the page's language. */
export function useClinicColumn<T extends InClinic>(): Column<T> {
  const { t } = useTranslation('directory');
  const { language } = useLanguage();
  return { id: 'clinic', label: t('fields.clinic'), render: (row) => nameIn(row.etablissement, language) };
}
