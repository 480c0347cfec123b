import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { WaitlistEntry } from '@bayan/shared';
import { useDialog } from '../../../components/dialogs/use-dialog';
import { RouterLink } from '../../../components/router-link';
import { useFormat } from '../../../hooks/use-format';
import { useLanguage } from '../../../i18n/use-language';
import { useMyWaitlist } from './waitlist-api';

/** The join dialog and its pickers (MUI's Autocomplete), loaded when it is first opened. */
const JoinDialog = lazy(() => import('./join-dialog').then(({ JoinDialog: Dialog }) => ({ default: Dialog })));

const COLOR = { OFFERED: 'success', ACTIVE: 'info' } as const;

/** Whom an entry waits for: the doctor, or the speciality at its clinic. */
function useTarget() {
  const { language } = useLanguage();
  const name = (ref: { nameAr: string; nameEn: string }) => (language === 'ar' ? ref.nameAr : ref.nameEn);
  return (entry: WaitlistEntry) =>
    `${entry.doctor?.name ?? (entry.speciality ? name(entry.speciality) : '')} — ${name(entry.etablissement)}`;
}

/** The patient's waitlist on "my appointments": each entry's days and state, its page, and a way to join. */
export function MyWaitlist() {
  const { t } = useTranslation('waitlist');
  const format = useFormat();
  const target = useTarget();
  const mine = useMyWaitlist();
  const join = useDialog();
  const day = (date: string) => format.bothCalendars(new Date(`${date}T12:00:00Z`)).gregorian;
  const entries = mine.data?.items ?? [];
  return (
    <Stack component="section" spacing={2} aria-labelledby="my-waitlist-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="my-waitlist-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('mine')}
        </Typography>
        <Button variant="outlined" onClick={() => join.show(true)}>
          {t('join')}
        </Button>
      </Stack>
      {mine.isSuccess && entries.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('none')}</Typography>}
      {entries.length > 0 && (
        <List disablePadding aria-labelledby="my-waitlist-title">
          {entries.map((entry) => (
            <ListItem
              key={entry.id}
              divider
              disableGutters
              secondaryAction={
                <Button component={RouterLink} href={`/dashboard/waitlist/${entry.id}`} size="small">
                  {entry.status === 'OFFERED' ? t('answer') : t('open')}
                </Button>
              }
            >
              <ListItemText
                primary={target(entry)}
                secondary={
                  <>
                    {t('window', { from: day(entry.fromDate), to: day(entry.toDate) })}{' '}
                    <Chip
                      component="span"
                      size="small"
                      label={t(`status.${entry.status}`)}
                      color={entry.status === 'OFFERED' || entry.status === 'ACTIVE' ? COLOR[entry.status] : 'default'}
                    />
                  </>
                }
                sx={{ paddingInlineEnd: 10 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {join.open && (
        <Suspense fallback={null}>
          <JoinDialog key={join.key} dialog={join} />
        </Suspense>
      )}
    </Stack>
  );
}
