import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DIRECTORY_ROUTES, type Service } from '@bayan/shared';
import type { Column } from '../../../components/data-table/types';
import { FormTextField } from '../../../components/form/form-text-field';
import { useLanguage } from '../../../i18n/use-language';
import { ChoiceField, useClinicSpecialityOptions } from '../directory/resources/clinic-options';
import { ClinicField } from '../directory/resources/in-clinic';
import { nameIn } from '../directory/resources/names';
import { useDirectoryOptions } from '../directory/scaffold/directory-api';
import type { FieldsProps } from '../directory/scaffold/resource';
import type { OfferValues } from './offer-form';

type Named = { nameAr: string; nameEn: string };
type Titled = { titleAr: string; titleEn: string };
type Targeted = { service: Named | null; speciality: Named | null };

/** A promotion's or campaign's title in the page's language. */
export const titleIn = (row: Titled, language: 'ar' | 'en') => (language === 'ar' ? row.titleAr : row.titleEn);

const useServiceOptions = () => {
  const { language } = useLanguage();
  const rows = useDirectoryOptions<Service>('services', DIRECTORY_ROUTES['clinic.listServices']).data ?? [];
  return rows.map((row) => ({ value: row.pubkey, label: nameIn(row, language) }));
};

/** The clinic (admins choose it; STAFF add to their own), both titles, the words, and the service or speciality. */
export function OfferFields<V extends FieldValues & OfferValues>(props: FieldsProps<V>) {
  const { t } = useTranslation('clinicCampaigns');
  const field = (name: keyof OfferValues) => name as Path<V>;
  // Only the chosen clinic's specialities: a Riyadh offer on cardiology, which Riyadh lacks, made no sense.
  const clinic = useWatch({ control: props.control, name: field('etablissementPubkey') }) as string | undefined;
  return (
    <>
      {!props.locked.has('etablissementPubkey') && <ClinicField {...props} />}
      {(['titleAr', 'titleEn'] as const).map((name) => (
        <FormTextField
          key={name}
          control={props.control}
          name={field(name)}
          label={t(`fields.${name}`)}
          required
          fullWidth
          slotProps={{ htmlInput: { dir: name === 'titleAr' ? 'rtl' : 'ltr', maxLength: 200 } }}
        />
      ))}
      <FormTextField
        control={props.control}
        name={field('description')}
        label={t('fields.description')}
        fullWidth
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <ChoiceField
        {...props}
        name={field('servicePubkey')}
        label={t('fields.service')}
        emptyLabel={t('fields.anyService')}
        options={useServiceOptions()}
      />
      <ChoiceField
        {...props}
        name={field('specialityPubkey')}
        label={t('fields.speciality')}
        emptyLabel={t('fields.anySpeciality')}
        options={useClinicSpecialityOptions(clinic ?? '')}
      />
    </>
  );
}

export function useTitleColumn<T extends Titled>(): Column<T> {
  const { t } = useTranslation('clinicCampaigns');
  const { language } = useLanguage();
  return { id: 'title', label: t('fields.title'), primary: true, render: (row) => titleIn(row, language) };
}

/** What it applies to: the service or speciality, in the page's language, or a dash. */
export function useTargetColumn<T extends Targeted>(): Column<T> {
  const { t } = useTranslation('clinicCampaigns');
  const { language } = useLanguage();
  return {
    id: 'appliesTo',
    label: t('fields.appliesTo'),
    render: (row) => {
      const target = row.service ?? row.speciality;
      return target ? nameIn(target, language) : '—';
    },
  };
}

/** STAFF add to their own clinic: the clinic's choice is the admins'. */
export const clinicLockedFor = (role: string | undefined) => (role === 'STAFF' ? ['etablissementPubkey'] : []);
