import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { BusyButton } from '../../../components/dialogs/busy-button';
import { useFormat } from '../../../hooks/use-format';
import { useCalendarFeed, useIssueCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';
import { CalendarFeedLinkView } from './calendar-feed-link';
import { SettingsCard } from './settings-card';

type Asking = 'rotate' | 'off' | null;

/**
 * "Calendar link" (issue 35): off by default; on, the link made this once (the server keeps only
 * its hash), to copy or scan; a new link (the old one stops) and off, each confirmed first.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation(['profile', 'common']);
  const format = useFormat();
  const feed = useCalendarFeed();
  const issue = useIssueCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [asking, setAsking] = useState<Asking>(null);
  const link = feed.data?.enabled && issue.data?.since === feed.data.since ? issue.data : null;
  const since = feed.data?.since ? format.bothCalendars(new Date(feed.data.since)) : null;
  const confirm = () => {
    const done = { onSettled: () => setAsking(null) };
    if (asking === 'rotate') issue.mutate(undefined, done);
    else revoke.mutate(undefined, done);
  };
  return (
    <SettingsCard title={t('calendar.title')} intro={t('calendar.intro')}>
      {!feed.data ? (
        <CircularProgress size={24} aria-label={t('common:loading')} />
      ) : !feed.data.enabled ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('calendar.off')}</Typography>
          <BusyButton variant="contained" busy={issue.isPending} onClick={() => issue.mutate()}>
            {t('calendar.turnOn')}
          </BusyButton>
        </Stack>
      ) : (
        <Stack spacing={2}>
          {since && <Typography>{t('calendar.onSince', { date: since.gregorian, time: since.time })}</Typography>}
          {link ? (
            <CalendarFeedLinkView link={link} />
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('calendar.hidden')}
            </Typography>
          )}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" onClick={() => setAsking('rotate')}>
              {t('calendar.rotate')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setAsking('off')}>
              {t('calendar.turnOff')}
            </Button>
          </Stack>
        </Stack>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'off' ? 'calendar.offTitle' : 'calendar.rotateTitle')}
        body={t(asking === 'off' ? 'calendar.offBody' : 'calendar.rotateBody')}
        confirmLabel={t(asking === 'off' ? 'calendar.turnOff' : 'calendar.rotate')}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
        busy={issue.isPending || revoke.isPending}
        destructive={asking === 'off'}
      />
    </SettingsCard>
  );
}
