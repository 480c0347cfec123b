import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { PERIODS, isPeriodName, type PeriodName } from '../utils/period';

/** Which period the figures cover: this month, the last 30 days or this year. */
export function PeriodPicker({ value, onChange }: { value: PeriodName; onChange: (period: PeriodName) => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label={t('home.period.label')}
      onChange={(_event, next: unknown) => {
        if (isPeriodName(next)) onChange(next);
      }}
    >
      {PERIODS.map((period) => (
        <ToggleButton key={period} value={period} sx={{ paddingInline: 1.5, whiteSpace: 'nowrap' }}>
          {t(`home.period.${period}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
