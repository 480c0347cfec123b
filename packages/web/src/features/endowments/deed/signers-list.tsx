import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../hooks/use-format';
import type { Invitation } from '../api/signing-types';
import { InvitationStateChip } from './invitation-state-chip';

/** What happened to one invitation, in words: when it was signed, why it was rejected. */
function InvitationDetail({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('endowmentsSigning');
  const format = useFormat();
  if (invitation.state === 'SIGNED' && invitation.signedAt)
    return <>{t('signers.signedAt', { at: format.bothCalendars(new Date(invitation.signedAt)) })}</>;
  if (invitation.state === 'REJECTED')
    return <>{t('signers.rejectedBecause', { reason: invitation.reason ?? '' })}</>;
  if (invitation.state === 'REVOKED') return <>{t('signers.revokedHint')}</>;
  if (invitation.state === 'VIEWED' && invitation.viewedAt)
    return <>{t('signers.viewedAt', { at: format.bothCalendars(new Date(invitation.viewedAt)) })}</>;
  return <>{t('signers.waiting')}</>;
}

/** The deed's supervisors and witnesses with their invitation's state (the endower's deed page). */
export function SignersList({ invitations }: { invitations: readonly Invitation[] }) {
  const { t } = useTranslation('endowmentsSigning');
  if (invitations.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('signers.none')}</Typography>;
  return (
    <List disablePadding aria-label={t('signers.title')}>
      {invitations.map((invitation) => (
        <ListItem key={invitation.pubkey} divider disableGutters>
          <ListItemText
            primary={
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <span>{invitation.name}</span>
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`roles.${invitation.role}`)}
                </Typography>
                <InvitationStateChip state={invitation.state} />
              </Stack>
            }
            secondary={<InvitationDetail invitation={invitation} />}
          />
        </ListItem>
      ))}
    </List>
  );
}
