import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '../../../components/data-table/list-header';
import { PageLoader } from '../../../components/page-loader';
import { StatusMessage } from '../../../components/status-message';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError } from '../../../lib/api-client';
import type { InvitedRole } from '@bayan/shared';
import { fetchInvitations, INVITATIONS_KEY } from '../api/signing-api';
import { AssignedDeedCard } from './assigned-deed-card';
import { successorOf } from './successor';

const SCREEN = { SUPERVISOR: 'supervising', WITNESS: 'witnessing' } as const;

/** Spec §2: the supervisor's or the witness's screen: the deeds the user is appointed to, with the intro and the empty message. */
export function AssignedDeeds({ role }: { role: InvitedRole }) {
  const { t } = useTranslation('endowmentsSigning');
  const screen = SCREEN[role];
  usePageTitle(t(`${screen}.title`));
  const query = useQuery({
    queryKey: [...INVITATIONS_KEY, role],
    queryFn: ({ signal }) => fetchInvitations(role, signal),
    meta: { errorShown: true },
    staleTime: 0,
  });
  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader title={t(`${screen}.title`)} intro={t(`${screen}.intro`)} />
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert severity="error">
          {query.error instanceof ApiError ? query.error.message : t('assigned.loadError')}
        </Alert>
      ) : query.data.length === 0 ? (
        <StatusMessage
          role="status"
          icon={<DrawOutlined fontSize="inherit" />}
          title={t(`${screen}.empty`)}
          body={t(`${screen}.emptyHint`)}
        />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ margin: 0, padding: 0 }} aria-label={t(`${screen}.title`)}>
          {query.data.map((invitation) => (
            <AssignedDeedCard
              key={invitation.pubkey}
              invitation={invitation}
              successor={invitation.state === 'REVOKED' ? successorOf(invitation, query.data) : undefined}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function SupervisingRoute() {
  return <AssignedDeeds role="SUPERVISOR" />;
}

export function WitnessingRoute() {
  return <AssignedDeeds role="WITNESS" />;
}
