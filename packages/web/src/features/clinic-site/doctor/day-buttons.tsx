import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../hooks/use-format';
import { useLanguage } from '../../../i18n/use-language';
import { formatDayHeading } from '../../../lib/format-calendar';
import type { FreeDay } from './free-days';

interface DayButtonsProps {
  days: readonly FreeDay[];
  selected: string;
  onSelect: (date: string) => void;
}

/** The days with a free time, as a calendar's row: each its weekday, date and how many times are free. */
export function DayButtons({ days, selected, onSelect }: DayButtonsProps) {
  const { t } = useTranslation('clinicSite');
  const { language } = useLanguage();
  const format = useFormat();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
      }}
    >
      {days.map(({ date, slots }) => {
        const heading = formatDayHeading(date, language);
        const current = date === selected;
        return (
          <li key={date}>
            <Button
              fullWidth
              variant={current ? 'contained' : 'outlined'}
              aria-pressed={current}
              onClick={() => onSelect(date)}
              sx={{ flexDirection: 'column', lineHeight: 1.35, paddingBlock: 1 }}
            >
              <Box component="span" sx={{ fontWeight: 700 }}>
                {heading.weekday}
              </Box>
              <span>{heading.gregorian}</span>
              <Box component="span" sx={{ fontSize: '0.75rem', fontWeight: 400 }}>
                {t('doctor.free', { count: slots.length, number: format.number(slots.length) })}
              </Box>
            </Button>
          </li>
        );
      })}
    </Box>
  );
}
