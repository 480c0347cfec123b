import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DoneRounded from '@mui/icons-material/DoneRounded';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';
import { keepFocusInPanel } from './panel-focus';

interface NotificationItemProps {
  notification: Notification;
  now: Date;
  onMarkSeen: () => void;
  onOpenLink: () => void;
}

/** Spec §2: title, description, createdAt as relative time, and a Read/New chip. */
export function NotificationItem({ notification, now, onMarkSeen, onOpenLink }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const { title, description, link, seen } = notification;
  const createdAt = new Date(notification.createdAt);
  const both = format.bothCalendars(createdAt);
  const markLabel = t('markOne', { title });
  return (
    <ListItem
      divider
      sx={{ display: 'block', bgcolor: seen ? undefined : (theme) => alpha(theme.palette.primary.main, 0.05) }}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Typography component="h3" sx={{ flex: 1, fontWeight: seen ? 500 : 700, overflowWrap: 'anywhere' }}>
          {link ? (
            <Link href={link} onClick={onOpenLink}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Typography>
        <Chip size="small" label={seen ? t('read') : t('new')} color={seen ? 'default' : 'primary'} />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', marginBlock: 0.5 }}>
        {description}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 34 }}>
        <Typography
          component="time"
          variant="caption"
          dateTime={notification.createdAt}
          title={t('when', both)}
          sx={{ color: 'text.secondary' }}
        >
          {format.relative(createdAt, now)}
        </Typography>
        {!seen && (
          <Tooltip title={markLabel}>
            <IconButton
              size="small"
              aria-label={markLabel}
              onClick={(event) => {
                keepFocusInPanel(event);
                onMarkSeen();
              }}
            >
              <DoneRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    </ListItem>
  );
}
