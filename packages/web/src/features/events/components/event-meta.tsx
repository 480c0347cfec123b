import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Event } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';
import { useLanguage } from '../../../i18n/use-language';
import { useEventLabels } from '../hooks/use-event-labels';
import { recordName } from '../utils/record-name';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Who did what to which record, when (in both calendars, Riyadh time) and from where. */
export function EventMeta({ event }: { event: Event }) {
  const { t } = useTranslation(['events', 'common']);
  const format = useFormat();
  const labels = useEventLabels();
  const { language } = useLanguage();
  const name = recordName(event, language);
  const moment = format.bothCalendars(new Date(event.createdAt));
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(6rem, auto) 1fr', sm: '11rem 1fr' },
        columnGap: 2,
        rowGap: 1,
        margin: 0,
      }}
    >
      <Item label={t('detail.action')}>
        {labels.action(event.action)} (<bdi dir="ltr">{event.action}</bdi>)
      </Item>
      <Item label={t('detail.entity')}>
        {labels.entity(event.entity)}
        {name && (
          <>
            {': '}
            <bdi>{name}</bdi>
          </>
        )}
        {event.entityId && (
          // The opaque key stays, small, for whoever must find the record by it.
          <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
            {t('detail.entityId')} <bdi dir="ltr">{event.entityId}</bdi>
          </Typography>
        )}
      </Item>
      <Item label={t('detail.actor')}>{event.actor?.name ?? t('system')}</Item>
      <Item label={t('detail.hijri')}>{moment.hijri}</Item>
      <Item label={t('detail.gregorian')}>{moment.gregorian}</Item>
      <Item label={t('detail.time')}>{moment.time}</Item>
      <Item label={t('detail.ip')}>{event.ip ? <bdi dir="ltr">{event.ip}</bdi> : t('common:none')}</Item>
      <Item label={t('detail.userAgent')}>
        {event.userAgent ? <bdi dir="ltr">{event.userAgent}</bdi> : t('common:none')}
      </Item>
    </Box>
  );
}
