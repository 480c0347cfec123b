import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import type { AgendaFormValues } from './agenda-form';
import { WeeklyHoursEditor } from './weekly-hours-editor';

const number = { dir: 'ltr', inputMode: 'numeric' } as const;

/** An agenda's dates (Gregorian or Hijri, shown in both), slot length, patients per slot and weekly hours. */
export function AgendaFields<V extends AgendaFormValues>({ control }: { control: Control<V, unknown, unknown> }) {
  const { t } = useTranslation('agendas');
  const form = control as unknown as Control<AgendaFormValues, unknown, unknown>;
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormDateField control={form} name="startDate" label={t('form.startDate')} required fullWidth />
        <FormDateField control={form} name="endDate" label={t('form.endDate')} required fullWidth />
        <FormTextField
          control={form}
          name="consultationDuration"
          label={t('form.duration')}
          required
          fullWidth
          slotProps={{ htmlInput: number }}
        />
        <FormTextField
          control={form}
          name="patientsLimit"
          label={t('form.patientsLimit')}
          helperText={t('form.patientsHelp')}
          required
          fullWidth
          slotProps={{ htmlInput: number }}
        />
      </Box>
      <WeeklyHoursEditor control={form} />
    </>
  );
}
