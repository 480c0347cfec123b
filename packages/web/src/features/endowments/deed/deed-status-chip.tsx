import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { EndowmentStatus } from '@bayan/shared';

const COLORS: Record<EndowmentStatus, 'default' | 'info' | 'warning' | 'success'> = {
  DRAFT: 'default',
  SUBMITTED: 'info',
  UNDER_REVIEW: 'info',
  CHANGES_REQUESTED: 'warning',
  SIGNED_BY_ALL: 'success',
  FINAL: 'success',
  REGISTERED: 'success',
  WITHDRAWN: 'default',
};

/** A deed's state as a chip (the list, the deed page, the signers' and the wallet's lists). */
export function DeedStatusChip({ status }: { status: EndowmentStatus }) {
  const { t } = useTranslation('endowments');
  return <Chip size="small" color={COLORS[status]} label={t(`statuses.${status}`)} />;
}
