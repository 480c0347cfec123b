import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@bayan/shared';
import { useNow } from '../../../hooks/use-now';
import { NotificationItem } from './notification-item';

interface NotificationListProps {
  items: Notification[];
  loading: boolean;
  failed: boolean;
  onMarkSeen: (id: number) => void;
  onOpenLink: () => void;
}

/** The panel's rows: placeholders while the first page loads, then the inbox or why it is empty. */
export function NotificationList({ items, loading, failed, onMarkSeen, onOpenLink }: NotificationListProps) {
  const { t } = useTranslation('notifications');
  const now = useNow();
  if (loading) {
    return [0, 1, 2].map((row) => (
      <ListItem key={row} divider>
        <Stack sx={{ width: '100%' }}>
          <Skeleton width="60%" />
          <Skeleton />
          <Skeleton width="30%" />
        </Stack>
      </ListItem>
    ));
  }
  if (failed || items.length === 0) {
    return (
      <ListItem sx={{ flexDirection: 'column', gap: 1, paddingBlock: 5, color: 'text.secondary' }}>
        <NotificationsNoneOutlined aria-hidden sx={{ fontSize: 40 }} />
        <Typography role="status">{failed ? t('error') : t('empty')}</Typography>
      </ListItem>
    );
  }
  return items.map((item) => (
    <NotificationItem
      key={item.id}
      notification={item}
      now={now}
      onMarkSeen={() => onMarkSeen(item.id)}
      onOpenLink={() => {
        if (!item.seen) onMarkSeen(item.id);
        onOpenLink();
      }}
    />
  ));
}
