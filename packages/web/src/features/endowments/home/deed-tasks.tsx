import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENDOWMENTS_ROUTES, type EndowmentListItem } from '@bayan/shared';
import { TaskCard, type HomeTask } from '../../../components/home/task-card';
import { routePath } from '../../../lib/api-client';
import { fetchListPage } from '../../../lib/list-page';
import { INVITATIONS_KEY, fetchInvitations } from '../api/signing-api';
import { ENDOWMENTS_KEY } from '../api/endowments-api';
import { invitationPath } from '../signing/signing-paths';
import { deedPath } from '../wizard/wizard-paths';

/** The caller's deeds every signer has signed: the endower's to finalise. */
const fetchSignedByAll = (signal: AbortSignal) =>
  fetchListPage<EndowmentListItem>(
    routePath(ENDOWMENTS_ROUTES['endowments.list']),
    { page: 1, limit: 10, status: 'SIGNED_BY_ALL', sort: '-updatedAt' },
    signal,
  ).then((page) => page.rows);

/**
 * Finding 8: the home says what waits in the deeds: each invitation the caller may sign now
 * (supervisor or witness), each of their deeds signed by all and waiting to be finalised. The
 * home had said "nothing else is required of you" while a deed awaited a signature.
 */
export default function DeedTasks() {
  const { t } = useTranslation('endowmentsHome');
  const invitations = useQuery({
    queryKey: [...INVITATIONS_KEY, 'home'],
    queryFn: ({ signal }) => fetchInvitations(undefined, signal),
    staleTime: 30_000,
  });
  const signed = useQuery({
    queryKey: [...ENDOWMENTS_KEY, 'home', 'signed-by-all'],
    queryFn: ({ signal }) => fetchSignedByAll(signal),
    staleTime: 30_000,
  });
  const tasks: HomeTask[] = [
    ...(invitations.data ?? [])
      .filter((invitation) => invitation.actionable)
      .map((invitation) => ({
        key: `sign-${invitation.pubkey}`,
        title: t('toSign'),
        detail: [invitation.deed?.summary, t(`toSignAs.${invitation.role}`)].filter(Boolean).join(' — '),
        href: invitationPath(invitation.pubkey),
        action: t('toSignAction'),
      })),
    ...(signed.data ?? []).map((deed) => ({
      key: `finalize-${deed.pubkey}`,
      title: t('toFinalize'),
      detail: [deed.summary, t('toFinalizeDetail')].filter(Boolean).join(' — '),
      href: deedPath(deed.pubkey, deed.status),
      action: t('toFinalizeAction'),
    })),
  ];
  return <TaskCard id="home-deeds" title={t('title')} tasks={tasks} />;
}
