import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { SignerState } from '@bayan/shared';

const COLORS = {
  INVITED: 'default',
  VIEWED: 'info',
  SIGNED: 'success',
  REJECTED: 'error',
  REVOKED: 'warning',
} as const;

/** One invitation's state: invited, viewed, signed, rejected, or (revoked) "re-sign required". */
export function InvitationStateChip({ state }: { state: SignerState }) {
  const { t } = useTranslation('endowmentsSigning');
  return <Chip size="small" color={COLORS[state]} label={t(`invitationStates.${state}`)} />;
}
