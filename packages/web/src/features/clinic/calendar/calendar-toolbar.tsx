import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { useTranslation } from 'react-i18next';
import { mirrorInRtl } from '../../../components/mirror';
import { CALENDAR_VIEWS, type CalendarView } from './period';

interface CalendarToolbarProps {
  view: CalendarView;
  onView: (view: CalendarView) => void;
  /** The period on screen, in words (both calendars). */
  period: string;
  onStep: (step: number) => void;
  onToday: () => void;
  showReleased: boolean;
  onShowReleased: (show: boolean) => void;
}

/** Previous, today, next; the period; day or week; whether cancelled and rejected ones show. */
export function CalendarToolbar(props: CalendarToolbarProps) {
  const { view, onView, period, onStep, onToday, showReleased, onShowReleased } = props;
  const { t } = useTranslation('clinic');
  const step = (direction: 'previous' | 'next') => (
    <Tooltip title={t(`calendar.${direction}.${view}`)}>
      <IconButton aria-label={t(`calendar.${direction}.${view}`)} onClick={() => onStep(direction === 'next' ? 1 : -1)}>
        {direction === 'next' ? <ChevronRightRounded sx={mirrorInRtl} /> : <ChevronLeftRounded sx={mirrorInRtl} />}
      </IconButton>
    </Tooltip>
  );
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {step('previous')}
        <Button variant="outlined" size="small" onClick={onToday}>
          {t('calendar.today')}
        </Button>
        {step('next')}
        <Typography component="h2" variant="h6" aria-live="polite" sx={{ flex: '1 1 12rem', marginInlineStart: 1 }}>
          {period}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          aria-label={t('calendar.view')}
          onChange={(_event, next: CalendarView | null) => next && onView(next)}
        >
          {CALENDAR_VIEWS.map((name) => (
            <ToggleButton key={name} value={name} sx={{ paddingInline: 2 }}>
              {t(`calendar.${name}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <FormControlLabel
        control={<Switch checked={showReleased} onChange={(event) => onShowReleased(event.target.checked)} />}
        label={t('calendar.released')}
      />
    </Stack>
  );
}
