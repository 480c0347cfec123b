import { lazy, Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../hooks/use-format';
import { useUnreadCount } from '../api/get-unread-count';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { PANEL_ID } from './panel-focus';

// The panel (its list, tooltips and popover) loads at the first click: the dashboard's first
// load carries only the bell (issue 14).
const NotificationPanel = lazy(() =>
  import('./notification-panel').then(({ NotificationPanel }) => ({ default: NotificationPanel })),
);

/** Spec §2: the bell in the top bar, with the exact number of unread notifications; opens the panel. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  useNotificationStream();
  const unread = useUnreadCount().data ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the panel stays mounted so that closing it plays its transition.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        aria-label={unread > 0 ? t('bellUnread', { number: format.number(unread) }) : t('bell')}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? PANEL_ID : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <Badge color="error" badgeContent={format.number(unread)} invisible={unread === 0}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <NotificationPanel anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
