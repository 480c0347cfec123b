import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyHolidaysSchema, HOLIDAY_YEARS } from '@bayan/shared';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { showSnackbar } from '../../../components/feedback/snackbar-store';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { FormSelectField } from '../../../components/form/form-select-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useFormat } from '../../../hooks/use-format';
import { useLanguage } from '../../../i18n/use-language';
import { RefusalAlert } from '../agendas/refusal-alert';
import { useApplyHolidays, useClinicOptions } from './blocks-api';
import { HolidayPreview } from './holiday-preview';

const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** This year, the next two, and last year (to fill in what was missed). */
function yearChoices(now: number): number[] {
  return [-1, 0, 1, 2].map((step) => now + step).filter((y) => y >= HOLIDAY_YEARS.min && y <= HOLIDAY_YEARS.max);
}

/**
 * "Apply official holidays" (issue 11): a clinic and a Gregorian year, the holidays that will be
 * blocked listed before anything is sent; the server adds the missing ones, or refuses, listing
 * the active appointments a holiday would cover (as for any time off).
 */
export function HolidaysDialog({ dialog }: { dialog: DialogControl<true> }) {
  const { t } = useTranslation('agendas');
  const { language } = useLanguage();
  const format = useFormat();
  const [thisYear] = useState(() => new Date().getFullYear());
  const form = useZodForm(applyHolidaysSchema, { etablissementPubkey: '', year: String(thisYear) });
  const year = Number(useWatch({ control: form.control, name: 'year' }));
  const clinics = useClinicOptions(true);
  const apply = useApplyHolidays();
  const [refusal, setRefusal] = useState<unknown>();
  const submit = form.handleSubmit((body) => {
    setRefusal(undefined);
    apply.mutate(body, {
      onSuccess: (result) => {
        const counts = { added: format.number(result.created.length), existing: format.number(result.existing.length) };
        showSnackbar(t('timeOff.holidays.applied', counts), 'success');
        dialog.closeAfterSuccess();
      },
      onError: (error) => {
        applyServerErrors(form, error);
        setRefusal(error);
      },
    });
  });
  return (
    <FormDialog
      open={dialog.open}
      title={t('timeOff.holidays.title')}
      submitLabel={t('timeOff.holidays.submit')}
      onClose={dialog.close}
      onSubmit={submit}
      busy={apply.isPending || dialog.closing}
    >
      <Typography sx={{ color: 'text.secondary' }}>{t('timeOff.holidays.intro')}</Typography>
      <FormSelectField
        select
        control={form.control}
        name="etablissementPubkey"
        label={t('timeOff.holidays.clinic')}
        required
        fullWidth
        slotProps={native}
      >
        <option value="" />
        {(clinics.data ?? []).map((clinic) => (
          <option key={clinic.pubkey} value={clinic.pubkey}>
            {language === 'ar' ? clinic.nameAr : clinic.nameEn}
          </option>
        ))}
      </FormSelectField>
      <FormSelectField
        select
        control={form.control}
        name="year"
        label={t('timeOff.holidays.year')}
        required
        fullWidth
        slotProps={native}
      >
        {yearChoices(thisYear).map((choice) => (
          <option key={choice} value={String(choice)}>
            {format.gregorianYear(choice)}
          </option>
        ))}
      </FormSelectField>
      {Number.isInteger(year) && <HolidayPreview year={year} />}
      <RefusalAlert error={refusal} doctor={undefined} />
    </FormDialog>
  );
}
