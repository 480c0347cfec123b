import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { useFormat } from '../../../hooks/use-format';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError } from '../../../lib/api-client';
import { fetchInvitation, SIGNING_PATHS } from '../api/signing-api';
import type { InvitationView } from '../api/signing-types';
import { DeedStatusChip } from '../deed/deed-status-chip';
import { DocumentPreview } from '../deed/document-preview';
import { HashText } from '../deed/hash-text';
import { InvitationStateChip } from '../deed/invitation-state-chip';
import { SignPanel } from './sign-panel';

const invitationKey = (pubkey: string) => ['endowments', 'invitation', pubkey] as const;

/** One invitation: the deed at the invited version, its hash, and the signer's choice. */
export function InvitationPage({ invitation, onStale }: { invitation: InvitationView; onStale: () => void }) {
  const { t } = useTranslation('endowmentsSigning');
  const { t: tDeeds } = useTranslation('endowments');
  const format = useFormat();
  const client = useQueryClient();
  return (
    <Stack spacing={2.5}>
      <Stack spacing={0.5}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' } }}>
          {invitation.summary.trim() || tDeeds('untitled')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {t('sign.intro', { endower: invitation.endowerName, role: t(`roles.${invitation.role}`) })}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <DeedStatusChip status={invitation.status} />
        <InvitationStateChip state={invitation.state} />
        <Typography>{t('sign.version', { version: format.number(invitation.version) })}</Typography>
        <HashText hash={invitation.hash} />
      </Stack>
      <Paper variant="outlined" sx={{ padding: { xs: 2, md: 3 } }}>
        <SignPanel
          invitation={invitation}
          onStale={onStale}
          onChanged={(next) => {
            client.setQueryData(invitationKey(invitation.pubkey), next);
            void client.invalidateQueries({ queryKey: ['endowments', 'assigned'] });
          }}
        />
      </Paper>
      <Paper variant="outlined" component="section" sx={{ padding: { xs: 2, md: 3 } }}>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            {t('document.atVersion', { version: format.number(invitation.version) })}
          </Typography>
          <DocumentPreview
            title={t('document.title')}
            htmlPath={SIGNING_PATHS.invitationDocument(invitation.pubkey)}
            fileName="waqf-deed.pdf"
          />
        </Stack>
      </Paper>
    </Stack>
  );
}

/** `/dashboard/endowments/invitations/:invitation`: a supervisor's or witness's signing page. */
export default function SignRoute() {
  const { t } = useTranslation('endowmentsSigning');
  usePageTitle(t('sign.title'));
  const { invitation = '' } = useParams();
  const query = useQuery({
    queryKey: invitationKey(invitation),
    queryFn: ({ signal }) => fetchInvitation(invitation, signal),
    meta: { errorShown: true },
    staleTime: 0,
  });
  return (
    <Stack sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert severity="error">{query.error instanceof ApiError ? query.error.message : t('sign.loadError')}</Alert>
      ) : (
        <InvitationPage invitation={query.data} onStale={() => void query.refetch()} />
      )}
    </Stack>
  );
}
