import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SERIES_MAX_OCCURRENCES, SERIES_UNITS } from '@bayan/shared';
import { DateField } from '../../../components/form/date-field';
import { useFormat } from '../../../hooks/use-format';
import { TextInput } from '../../../components/form/text-input';

/** The rule as the form holds it: the numbers as typed. */
export interface RuleForm {
  unit: (typeof SERIES_UNITS)[number];
  every: string;
  end: 'count' | 'until';
  count: string;
  until: string;
}

export const EMPTY_RULE: RuleForm = { unit: 'weeks', every: '1', end: 'count', count: '4', until: '' };

interface Props {
  value: RuleForm;
  onChange: (next: RuleForm) => void;
  /** The server's word on a field (`body.every`, `body.count`, `body.until`). */
  errorOf: (field: string) => string | undefined;
}

/** Every N days or weeks, M times or until a day. */
export function SeriesRuleFields({ value, onChange, errorOf }: Props) {
  const { t } = useTranslation('clinic');
  const format = useFormat();
  const set = (patch: Partial<RuleForm>) => onChange({ ...value, ...patch });
  const number = { htmlInput: { inputMode: 'numeric' as const, dir: 'ltr' } };
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextInput
          label={t('series.every')}
          value={value.every}
          onChange={(event) => set({ every: event.target.value })}
          error={Boolean(errorOf('every'))}
          helperText={errorOf('every')}
          slotProps={number}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label={t('series.unit')}
          value={value.unit}
          onChange={(event) => set({ unit: event.target.value as RuleForm['unit'] })}
          sx={{ flex: 1 }}
        >
          {SERIES_UNITS.map((unit) => (
            <MenuItem key={unit} value={unit}>
              {t(`series.units.${unit}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <RadioGroup
        aria-label={t('series.ends')}
        value={value.end}
        onChange={(_event, end) => set({ end: end as RuleForm['end'] })}
      >
        <FormControlLabel value="count" control={<Radio />} label={t('series.endCount')} />
        <FormControlLabel value="until" control={<Radio />} label={t('series.endUntil')} />
      </RadioGroup>
      {value.end === 'count' ? (
        <TextInput
          label={t('series.count')}
          value={value.count}
          onChange={(event) => set({ count: event.target.value })}
          error={Boolean(errorOf('count'))}
          helperText={errorOf('count') ?? t('series.countHelp', { max: format.number(SERIES_MAX_OCCURRENCES) })}
          slotProps={number}
        />
      ) : (
        <DateField
          label={t('series.until')}
          value={value.until}
          onChange={(event) => set({ until: event.target.value })}
          example=""
          error={Boolean(errorOf('until'))}
          helperText={errorOf('until')}
        />
      )}
    </Stack>
  );
}
