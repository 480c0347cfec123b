import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { RegistrationStatus } from '@bayan/shared';

const COLOUR = { PENDING: 'warning', ACCEPTED: 'success', CANCELED: 'default' } as const;

/** A campaign registration's state in words: PENDING, ACCEPTED or CANCELED (spec §4). */
export function RegistrationChip({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation('clinicCampaigns');
  return (
    <Chip
      size="small"
      variant={status === 'CANCELED' ? 'outlined' : 'filled'}
      color={COLOUR[status]}
      label={t(`status.${status}`)}
    />
  );
}
