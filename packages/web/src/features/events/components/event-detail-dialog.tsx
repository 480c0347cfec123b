import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { Event } from '@bayan/shared';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { useEvent } from '../api/get-event';
import { EventChanges } from './event-changes';
import { EventMeta } from './event-meta';

/** One audit event in full (GET /api/events/:id): its circumstances, then what it changed. */
export function EventDetailDialog({ dialog }: { dialog: DialogControl<Event> }) {
  const { t } = useTranslation(['events', 'common']);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data: event } = useEvent(dialog.item);
  return (
    <Dialog open={dialog.open} onClose={dialog.close} fullWidth maxWidth="md" fullScreen={phone} scroll="paper">
      <DialogTitle>{t('detail.title')}</DialogTitle>
      {/* A long change scrolls inside the dialog: focusable, so a keyboard can scroll it (axe's scrollable-region-focusable). */}
      <DialogContent dividers role="region" aria-label={t('detail.title')} tabIndex={0}>
        {event && (
          <Stack spacing={3} divider={<Divider />}>
            <EventMeta event={event} />
            <EventChanges key={event.id} before={event.before} after={event.after} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ paddingInline: 3, paddingBlock: 2 }}>
        <Button variant="contained" onClick={dialog.close} autoFocus>
          {t('common:actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
