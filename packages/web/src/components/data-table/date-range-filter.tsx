import { useId, useState, type KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DateRangeOutlined from '@mui/icons-material/DateRangeOutlined';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { DayFilter } from './day-filter';
import { DAY_RANGE_PRESETS, formatDayRange, presetRange } from './day-range';
import './lists-namespace';

interface DateRangeFilterProps {
  /** The applied first and last days (in the URL), YYYY-MM-DD or ''. */
  from: string;
  to: string;
  onChange: (key: 'from' | 'to', day: string) => void;
  /** Why the period is not applied (it ends before it starts), said on the field and on its end. */
  error?: string | undefined;
}

/**
 * A list's period as one field: the chosen days in both calendars (Gregorian on the field, Hijri
 * under it, in the page's digits); it opens a panel with quick periods to pick and the first and
 * last days to type, in either calendar (DayFilter). Each end applies once it is a real day.
 */
export function DateRangeFilter({ from, to, onChange, error }: DateRangeFilterProps) {
  const { t } = useTranslation('lists');
  const { language } = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panel = useId();
  const shown = formatDayRange(from, to, language);
  const summary = shown
    ? {
        gregorian: shown.open ? t(`range.${shown.open}`, { day: shown.gregorian }) : shown.gregorian,
        hijri: shown.open ? t(`range.${shown.open}`, { day: shown.hijri }) : shown.hijri,
      }
    : null;
  const open = (target: HTMLElement) => setAnchor(target.closest<HTMLElement>('.MuiFormControl-root') ?? target);
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    open(event.currentTarget);
  };
  const apply = (range: { from: string; to: string }) => {
    onChange('from', range.from);
    onChange('to', range.to);
  };

  return (
    <>
      <TextField
        size="small"
        label={t('range.label')}
        value={summary?.gregorian ?? t('range.any')}
        error={Boolean(error)}
        // While the panel is open, its last day says the error: one message, where the problem is.
        helperText={(anchor ? undefined : error) ?? summary?.hijri}
        onClick={(event) => open(event.currentTarget)}
        sx={{ minWidth: { xs: '100%', sm: 250 }, '& input': { cursor: 'pointer', textOverflow: 'ellipsis' } }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: {
            // A select-only combobox (ARIA 1.2): it opens the period's panel and shows what was chosen.
            role: 'combobox',
            readOnly: true,
            'aria-haspopup': 'dialog',
            'aria-expanded': anchor !== null,
            'aria-controls': anchor ? panel : undefined,
            onKeyDown: keyDown,
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <DateRangeOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { id: panel, role: 'dialog', 'aria-label': t('range.pick') } }}
      >
        <Stack sx={{ padding: 2, gap: 2, width: { xs: 'calc(100vw - 32px)', sm: 360 }, maxWidth: 360 }}>
          <Stack role="group" aria-label={t('range.presets')} direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {DAY_RANGE_PRESETS.map((preset) => {
              const range = presetRange(preset);
              const chosen = range.from === from && range.to === to;
              return (
                <Chip
                  key={preset}
                  label={t(`range.${preset}`)}
                  color={chosen ? 'primary' : 'default'}
                  variant={chosen ? 'filled' : 'outlined'}
                  aria-pressed={chosen}
                  onClick={() => apply(range)}
                />
              );
            })}
          </Stack>
          <DayFilter label={t('range.from')} value={from} onChange={(day) => onChange('from', day)} />
          <DayFilter label={t('range.to')} value={to} onChange={(day) => onChange('to', day)} error={error} />
          <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between' }}>
            {/* Never disabled: a button that turns disabled under the click drops the focus out of the panel. */}
            <Button color="inherit" onClick={() => apply({ from: '', to: '' })}>
              {t('range.clear')}
            </Button>
            <Button variant="contained" onClick={() => setAnchor(null)}>
              {t('range.done')}
            </Button>
          </Stack>
        </Stack>
      </Popover>
    </>
  );
}
