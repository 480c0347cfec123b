import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';

export type Scope = 'one' | 'rest';

/** Cancel this occurrence only, or it and the following ones of its series. */
export function SeriesScope({ value, onChange }: { value: Scope; onChange: (scope: Scope) => void }) {
  const { t } = useTranslation('clinic');
  return (
    <RadioGroup aria-label={t('series.cancelScope')} value={value} onChange={(_event, next) => onChange(next as Scope)}>
      <FormControlLabel value="one" control={<Radio />} label={t('series.cancelOne')} />
      <FormControlLabel value="rest" control={<Radio />} label={t('series.cancelRest')} />
    </RadioGroup>
  );
}

/**
 * The prompt's words for "this one and the following": how many visits follow it, by its marker
 * (the server counts the series' standing visits, so this one's place and that count say it).
 */
export function useCancelRestBody() {
  const { t } = useTranslation('clinic');
  const format = useFormat();
  return (series: NonNullable<Appointment['series']>, names: { patient: string; doctor: string; when: string }) => {
    const following = Math.max(series.count - series.index, 0);
    return t('series.cancelRestBody', { ...names, count: following, number: format.number(following) });
  };
}
