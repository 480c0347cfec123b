import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../hooks/use-format';
import type { EndowmentVerification } from '@bayan/shared';
import { DeedStatusChip } from '../deed/deed-status-chip';
import { HashText } from '../deed/hash-text';
import { useMomentText } from '../deed/use-moment-text';
import { DeedNumber } from '../deed/deed-number';
import { SealFingerprint } from './seal-fingerprint';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 0.25, sm: 2 }, alignItems: { sm: 'center' } }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: { sm: 160 } }}>
        {label}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', minWidth: 0 }}>
        {children}
      </Stack>
    </Stack>
  );
}

/** What the code proves: the document's number, version, hash, state and seal, and who signed when. */
export function VerifyResult({ verification }: { verification: EndowmentVerification }) {
  const { t } = useTranslation('endowmentsSigning', { keyPrefix: 'verify' });
  const { t: tSigning } = useTranslation('endowmentsSigning');
  const format = useFormat();
  const moment = useMomentText();
  return (
    <Stack spacing={2}>
      {verification.superseded && (
        <Alert severity="warning" role="alert">
          {t('superseded')} {t('supersededBy', { version: format.number(verification.latestVersion) })}
        </Alert>
      )}
      <Stack spacing={1.25}>
        <Row label={t('documentNumber')}>
          {verification.docNumber ? (
            <DeedNumber value={verification.docNumber} variant="body1" />
          ) : (
            <Typography>{t('noNumber')}</Typography>
          )}
        </Row>
        <Row label={t('version')}>
          <Typography>{format.number(verification.version)}</Typography>
        </Row>
        <Row label={t('hash')}>
          <HashText hash={verification.hash} />
        </Row>
        <Row label={t('status')}>
          <DeedStatusChip status={verification.status} />
        </Row>
        {verification.sealFingerprint && (
          <Row label={t('seal')}>
            <SealFingerprint fingerprint={verification.sealFingerprint} />
          </Row>
        )}
        {verification.registered && (
          <Row label={t('registered')}>
            <Typography component="bdi" dir="ltr">
              {verification.registered.deedNumber}
            </Typography>
          </Row>
        )}
      </Stack>
      <Typography variant="h6" component="h2">
        {t('signers')}
      </Typography>
      <List disablePadding aria-label={t('signers')}>
        {verification.signers.map((signer, index) => (
          <ListItem key={`${signer.role} ${signer.maskedId} ${index}`} divider disableGutters>
            <ListItemText
              primary={
                <>
                  {signer.name} · {tSigning(`roles.${signer.role}`)} — <bdi dir="ltr">{signer.maskedId}</bdi>
                </>
              }
              secondary={signer.signedAt ? t('signedAt', { at: moment(signer.signedAt) }) : t('notSigned')}
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
