import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bilingualName, type Language } from '@bayan/shared';
import { z } from 'zod';
import type { Column } from '../../../../components/data-table/types';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useLanguage } from '../../../../i18n/use-language';
import type { FieldsProps } from '../scaffold/resource';

type Named = { nameAr: string; nameEn: string };

/** A record's name in the page's language (Arabic first, PRODUCT.md §9). */
export const nameIn = (row: Named, language: Language) => (language === 'ar' ? row.nameAr : row.nameEn);

export const NAME_SORT = ['nameAr', 'nameEn', 'createdAt'] as const;
export const nameSchema = z.object(bilingualName);
export const nameValues = (row?: Named) => ({ nameAr: row?.nameAr ?? '', nameEn: row?.nameEn ?? '' });

/** The name column, sorted by the name of the page's language; the list's card title on phones. */
export function useNameColumn<T extends Named>(): Column<T> {
  const { t } = useTranslation('directory');
  const { language } = useLanguage();
  return {
    id: 'name',
    label: t('fields.name'),
    sortKey: language === 'ar' ? 'nameAr' : 'nameEn',
    primary: true,
    render: (row) => nameIn(row, language),
  };
}

/** The two names' inputs, the Arabic one right-to-left and the English one left-to-right. */
export function NameFields<V extends FieldValues & Named>({ control, locked }: FieldsProps<V>) {
  const { t } = useTranslation('directory');
  return (
    <>
      {(['nameAr', 'nameEn'] as const).map((name) => (
        <FormTextField
          key={name}
          control={control}
          name={name as Path<V>}
          label={t(`fields.${name}`)}
          required
          fullWidth
          disabled={locked.has(name)}
          slotProps={{ htmlInput: { dir: name === 'nameAr' ? 'rtl' : 'ltr', maxLength: 200 } }}
        />
      ))}
    </>
  );
}
