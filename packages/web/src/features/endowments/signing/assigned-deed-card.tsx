import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Trans, useTranslation } from 'react-i18next';
import { LTR_VALUE } from '../../../components/form/ltr-value';
import type { EndowmentInvitation } from '@bayan/shared';
import { RouterLink } from '../../../components/router-link';
import { useFormat } from '../../../hooks/use-format';
import { DeedStatusChip } from '../deed/deed-status-chip';
import { InvitationStateChip } from '../deed/invitation-state-chip';
import { invitationPath } from './signing-paths';
import { useMomentText } from '../deed/use-moment-text';
import { useDeedName } from '../deed/deed-name';

interface CardProps {
  invitation: EndowmentInvitation;
  /** A revoked invitation's replacement (the deed submitted again), when there is one. */
  successor?: EndowmentInvitation;
}

/** The card's link: "sign" while it waits, "signed" after, the new version when revoked. */
function CardAction({ invitation, successor }: CardProps) {
  const { t } = useTranslation('endowmentsSigning');
  if (invitation.state === 'SIGNED')
    return <Chip color="success" icon={<CheckCircleOutlined />} label={t('assigned.signed')} />;
  if (invitation.state === 'REVOKED')
    return successor ? (
      <Button variant="contained" component={RouterLink} href={invitationPath(successor.pubkey)}>
        {t('assigned.resign')}
      </Button>
    ) : null;
  return (
    <Button
      variant={invitation.actionable ? 'contained' : 'outlined'}
      component={RouterLink}
      href={invitationPath(invitation.pubkey)}
    >
      {invitation.actionable ? t('assigned.sign') : t('assigned.open')}
    </Button>
  );
}

/** A list item's layout: the lines on one side, the card's action on the other (under them on a phone). */
function CardFrame({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <Paper component="li" variant="outlined" sx={{ padding: 2, listStyle: 'none' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack spacing={0.75} sx={{ minWidth: 0 }}>
          {children}
        </Stack>
        {action}
      </Stack>
    </Paper>
  );
}

/** An invitation the user has not proven yet: no deed to show, the way to confirm it is them (issue 29). */
function UnprovenCard({ invitation }: { invitation: EndowmentInvitation }) {
  const { t } = useTranslation('endowmentsSigning');
  const format = useFormat();
  const phone = invitation.partyPhone ? format.ltr(invitation.partyPhone) : t('proof.unknownPhone');
  return (
    <CardFrame
      action={
        <Button variant="contained" component={RouterLink} href={invitationPath(invitation.pubkey)}>
          {t('proof.cardAction')}
        </Button>
      }
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('proof.cardTitle', { role: t(`rolesAs.${invitation.role}`) })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <Trans t={t} i18nKey="proof.cardHint" values={{ phone }} components={LTR_VALUE} />
      </Typography>
    </CardFrame>
  );
}

/** One deed the user is appointed to: its summary, endower, version, state and their invitation's state. */
export function AssignedDeedCard({ invitation, successor }: CardProps) {
  const { t } = useTranslation('endowmentsSigning');
  const format = useFormat();
  const moment = useMomentText();
  const deedName = useDeedName();
  const { deed } = invitation;
  if (!deed) return <UnprovenCard invitation={invitation} />;
  return (
    <CardFrame action={<CardAction invitation={invitation} successor={successor} />}>
      <Typography variant="subtitle1" component="h2" dir="auto" sx={{ fontWeight: 600 }}>
        {deedName(deed)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('assigned.byEndower', { endower: deed.endowerName, version: format.number(invitation.version) })}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <DeedStatusChip status={deed.status} />
        <InvitationStateChip state={invitation.state} />
        {invitation.resignRequired && invitation.state !== 'REVOKED' && (
          <Chip size="small" color="warning" variant="outlined" label={t('invitationStates.REVOKED')} />
        )}
      </Stack>
      {invitation.state === 'SIGNED' && invitation.signedAt && (
        <Typography variant="body2">{t('signers.signedAt', { at: moment(invitation.signedAt) })}</Typography>
      )}
    </CardFrame>
  );
}
