import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EndowmentSigner } from '@bayan/shared';
import { InvitationStateChip } from './invitation-state-chip';
import { useMomentText } from './use-moment-text';

/** What happened to one invitation, in words: when it was signed, why it was rejected. */
export function SignerDetail({ signer }: { signer: EndowmentSigner }) {
  const { t } = useTranslation('endowmentsSigning');
  const at = useMomentText();
  if (signer.state === 'SIGNED' && signer.signedAt) return <>{t('signers.signedAt', { at: at(signer.signedAt) })}</>;
  if (signer.state === 'REJECTED') return <>{t('signers.rejectedBecause', { reason: signer.reason ?? '' })}</>;
  if (signer.state === 'REVOKED') return <>{t('signers.revokedHint')}</>;
  if (signer.state === 'VIEWED' && signer.viewedAt) return <>{t('signers.viewedAt', { at: at(signer.viewedAt) })}</>;
  return <>{t('signers.waiting')}</>;
}

/** A version's signers (the endower's declaration first) with their invitation's state. */
export function SignersList({ signers }: { signers: readonly EndowmentSigner[] }) {
  const { t } = useTranslation('endowmentsSigning');
  if (signers.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('signers.none')}</Typography>;
  return (
    <List disablePadding aria-label={t('signers.title')}>
      {signers.map((signer) => (
        <ListItem key={signer.pubkey} divider disableGutters>
          <ListItemText
            primary={
              <Stack component="span" direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <span>{signer.name}</span>
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`roles.${signer.role}`)} — <bdi dir="ltr">{signer.maskedId}</bdi>
                </Typography>
                <InvitationStateChip state={signer.state} />
              </Stack>
            }
            secondary={<SignerDetail signer={signer} />}
          />
        </ListItem>
      ))}
    </List>
  );
}
