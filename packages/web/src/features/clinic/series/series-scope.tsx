import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';

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
