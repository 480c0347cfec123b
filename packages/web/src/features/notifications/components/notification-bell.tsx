import { useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../hooks/use-format';
import { useUnreadCount } from '../api/get-unread-count';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { NotificationPanel } from './notification-panel';
import { PANEL_ID } from './panel-focus';

/** Spec §2: the bell in the top bar, with the exact number of unread notifications; opens the panel. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  useNotificationStream();
  const unread = useUnreadCount().data ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label={unread > 0 ? t('bellUnread', { number: format.number(unread) }) : t('bell')}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? PANEL_ID : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge color="error" badgeContent={format.number(unread)} invisible={unread === 0}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <NotificationPanel anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
