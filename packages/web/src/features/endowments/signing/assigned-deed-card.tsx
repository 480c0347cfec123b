import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import { useFormat } from '../../../hooks/use-format';
import type { AssignedDeed } from '../api/signing-types';
import { DeedStatusChip } from '../deed/deed-status-chip';
import { InvitationStateChip } from '../deed/invitation-state-chip';
import { invitationPath } from './signing-paths';

/** The link of a deed in a signer's list: "sign" while it waits, "signed" after, the new invitation when revoked. */
function CardAction({ deed }: { deed: AssignedDeed }) {
  const { t } = useTranslation('endowmentsSigning');
  if (deed.state === 'SIGNED')
    return <Chip color="success" icon={<CheckCircleOutlined />} label={t('assigned.signed')} />;
  if (deed.state === 'REVOKED')
    return deed.successor ? (
      <Button variant="contained" component={RouterLink} href={invitationPath(deed.successor)}>
        {t('assigned.resign')}
      </Button>
    ) : null;
  return (
    <Button
      variant={deed.state === 'REJECTED' ? 'outlined' : 'contained'}
      component={RouterLink}
      href={invitationPath(deed.invitation)}
    >
      {deed.state === 'REJECTED' ? t('assigned.open') : t('assigned.sign')}
    </Button>
  );
}

/** One deed the user is appointed to: its summary, endower, version, state and their invitation's state. */
export function AssignedDeedCard({ deed }: { deed: AssignedDeed }) {
  const { t } = useTranslation('endowmentsSigning');
  const { t: tDeeds } = useTranslation('endowments');
  const format = useFormat();
  return (
    <Paper component="li" variant="outlined" sx={{ padding: 2, listStyle: 'none' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack spacing={0.75} sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {deed.summary.trim() || tDeeds('untitled')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('assigned.byEndower', { endower: deed.endowerName, version: format.number(deed.version) })}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <DeedStatusChip status={deed.status} />
            <InvitationStateChip state={deed.state} />
          </Stack>
          {deed.state === 'SIGNED' && deed.signedAt && (
            <Typography variant="body2">
              {t('signers.signedAt', { at: format.bothCalendars(new Date(deed.signedAt)) })}
            </Typography>
          )}
        </Stack>
        <CardAction deed={deed} />
      </Stack>
    </Paper>
  );
}
