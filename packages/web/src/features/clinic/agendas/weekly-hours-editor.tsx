import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { get, useController, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Weekday } from '@bayan/shared';
import { TextInput } from '../../../components/form/text-input';
import { useFormat } from '../../../hooks/use-format';
import { CopyDaySelect } from './copy-day-select';
import { useWeekdayNames } from './weekday-names';
import { addRange, removeRange, SATURDAY_FIRST, setTime, type TypedRange, type WeekHours } from './weekly-hours';

type WeekForm = { weeklyHours: WeekHours };

/**
 * The agenda's working hours, Saturday first: each day one or more ranges typed HH:mm (Arabic-Indic
 * digits too), added, removed or copied to other days. The shared schema judges them (order,
 * overlap, at least one day); its messages show under the range they concern.
 */
export function WeeklyHoursEditor<V extends WeekForm>({ control }: { control: Control<V, unknown, unknown> }) {
  const { t } = useTranslation('agendas');
  const format = useFormat();
  const names = useWeekdayNames();
  const typed = control as unknown as Control<WeekForm>;
  const { field } = useController({ control: typed, name: 'weeklyHours' });
  const { errors } = useFormState({ control: typed, name: 'weeklyHours' });
  const week = field.value;
  const weekError = (get(errors, 'weeklyHours') as { message?: string } | undefined)?.message;
  const message = (day: Weekday, index: number, edge: keyof TypedRange) =>
    (get(errors, `weeklyHours.${day}.${index}.${edge}`) as { message?: string } | undefined)?.message;

  const input = (day: Weekday, index: number, edge: keyof TypedRange) => (
    <TextInput
      size="small"
      label={t(`hours.${edge}`)}
      value={week[day][index]![edge]}
      onChange={(event) => field.onChange(setTime(week, day, index, edge, event.target.value))}
      onBlur={field.onBlur}
      error={Boolean(message(day, index, edge))}
      helperText={message(day, index, edge)}
      placeholder={format.digits(edge === 'start' ? '09:00' : '13:00')}
      sx={{ width: '7.5rem' }}
      slotProps={{
        htmlInput: {
          dir: 'ltr',
          inputMode: 'numeric',
          maxLength: 5,
          'aria-label': `${names[day]}: ${t(`hours.${edge}`)} (${format.number(index + 1)})`,
        },
      }}
    />
  );

  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, paddingInline: 0 }}>
        {t('hours.legend')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('hours.help')}
      </Typography>
      {weekError && <FormHelperText error>{weekError}</FormHelperText>}
      {SATURDAY_FIRST.map((day) => (
        <Box
          key={day}
          role="group"
          aria-label={names[day]}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr auto', sm: '7rem 1fr auto' },
            alignItems: 'start',
            gap: 1,
            paddingBlock: 1,
            borderBlockEnd: 1,
            borderColor: 'divider',
          }}
        >
          <Typography sx={{ fontWeight: 600, paddingBlockStart: 1 }}>{names[day]}</Typography>
          <Stack spacing={1} sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}>
            {week[day].length === 0 && (
              <Typography sx={{ color: 'text.secondary', paddingBlockStart: 1 }}>{t('hours.dayOff')}</Typography>
            )}
            {week[day].map((range, index) => (
              <Stack key={index} direction="row" sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                {input(day, index, 'start')}
                {input(day, index, 'end')}
                <IconButton
                  aria-label={t('hours.remove', { day: names[day], start: range.start, end: range.end })}
                  onClick={() => field.onChange(removeRange(week, day, index))}
                >
                  <DeleteOutlineRounded />
                </IconButton>
              </Stack>
            ))}
          </Stack>
          <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', justifyContent: 'flex-end' }}>
            <IconButton
              aria-label={t('hours.add', { day: names[day] })}
              onClick={() => field.onChange(addRange(week, day))}
              color="primary"
            >
              <AddRounded />
            </IconButton>
            {week[day].length > 0 && <CopyDaySelect week={week} day={day} onCopy={field.onChange} />}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
