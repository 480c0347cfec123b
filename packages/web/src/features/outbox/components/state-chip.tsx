import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage, OutboxState } from '@bayan/shared';

const COLOURS = { kept: 'default', queued: 'warning', sent: 'info', delivered: 'success', failed: 'error' } as const;

/** Where a message is (kept, queued, sent, delivered, failed), in words. */
export function StateChip({ state }: { state: OutboxState }) {
  const { t } = useTranslation('dashboard');
  return (
    <Chip
      size="small"
      variant={state === 'delivered' ? 'filled' : 'outlined'}
      color={COLOURS[state]}
      label={t(`outbox.states.${state}`)}
    />
  );
}

/** The state, and under it the last failure's reason while the message is queued again or failed. */
export function DeliveryState({ message }: { message: Pick<OutboxMessage, 'state' | 'error'> }) {
  const failing = message.error && (message.state === 'queued' || message.state === 'failed');
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <StateChip state={message.state} />
      {failing && (
        <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          <bdi>{message.error}</bdi>
        </Typography>
      )}
    </Stack>
  );
}
