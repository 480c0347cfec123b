import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { UserStatus } from '@bayan/shared';

const COLOURS = { ACTIVE: 'success', INACTIVE: 'default', BLOCKED: 'error', DELETED: 'default' } as const;

/** The account's status in words (the colour only repeats what the word says). */
export function UserStatusChip({ status }: { status: UserStatus }) {
  const { t } = useTranslation('users');
  return (
    <Chip
      size="small"
      variant={status === 'ACTIVE' ? 'filled' : 'outlined'}
      color={COLOURS[status]}
      label={t(`statuses.${status}`)}
    />
  );
}
