import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../hooks/use-format';
import { flattenPages, useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkSeen } from '../api/mark-seen';
import { NotificationList } from './notification-list';
import { keepFocusInPanel, PANEL_ID } from './panel-focus';

const TITLE_ID = 'notifications-panel-title';

/** Spec §2/§9: 'All notifications', 350–380 px wide (the whole width on phones); Escape closes it. */
export function NotificationPanel({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const open = anchor !== null;
  const inbox = useNotifications(open);
  const unread = useUnreadCount().data ?? 0;
  const markSeen = useMarkSeen();
  const items = flattenPages(inbox.data?.pages ?? []);
  const total = inbox.data?.pages.at(-1)?.total ?? 0;
  const end = theme.direction === 'rtl' ? 'left' : 'right';
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: end }}
      transformOrigin={{ vertical: 'top', horizontal: end }}
      marginThreshold={phone ? 0 : 16}
      slotProps={{
        paper: {
          id: PANEL_ID,
          role: 'dialog',
          'aria-labelledby': TITLE_ID,
          sx: {
            width: { xs: '100%', sm: 370 },
            maxWidth: { xs: '100%', sm: 380 },
            minWidth: { sm: 350 },
            maxHeight: 'min(600px, calc(100dvh - 88px))',
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, paddingInline: 2, paddingBlock: 1.5 }}>
        <Typography id={TITLE_ID} component="h2" variant="h6" sx={{ flex: 1, fontSize: '1.125rem' }}>
          {t('title')}
        </Typography>
        <Button
          size="small"
          startIcon={<DoneAllRounded />}
          disabled={unread === 0 || markSeen.isPending}
          onClick={(event) => {
            keepFocusInPanel(event);
            markSeen.mutate({ all: true });
          }}
        >
          {t('markAll')}
        </Button>
      </Stack>
      <Divider />
      <Box sx={{ overflowY: 'auto', flex: 1 }}>
        <List disablePadding aria-labelledby={TITLE_ID}>
          <NotificationList
            items={items}
            loading={inbox.isPending}
            failed={inbox.isError}
            onMarkSeen={(id) => markSeen.mutate({ ids: [id] })}
            onOpenLink={onClose}
          />
        </List>
      </Box>
      {items.length > 0 && (
        <>
          <Divider />
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', paddingInline: 2, paddingBlock: 1 }}
          >
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('shown', { shown: format.number(items.length), total: format.number(total) })}
            </Typography>
            {inbox.hasNextPage && (
              <Button size="small" loading={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
                {t('loadMore')}
              </Button>
            )}
          </Stack>
        </>
      )}
    </Popover>
  );
}
