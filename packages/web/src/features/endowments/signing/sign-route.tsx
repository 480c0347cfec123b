import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInFullRounded from '@mui/icons-material/OpenInFullRounded';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { deedPdfName, type EndowmentInvitationDetail } from '@bayan/shared';
import { PageLoader } from '../../../components/page-loader';
import { useFormat } from '../../../hooks/use-format';
import { usePageTitle } from '../../../hooks/use-page-title';
import { usePageTrail } from '../../../lib/feature/page-trail';
import { ApiError } from '../../../lib/api-client';
import {
  deedDocumentPaths,
  fetchInvitation,
  fetchInvitations,
  invitationDocumentPath,
  INVITATIONS_KEY,
} from '../api/signing-api';
import { DeedStatusChip } from '../deed/deed-status-chip';
import { useDeedName } from '../deed/deed-name';
import { DocumentPreview } from '../deed/document-preview';
import { DocumentReader } from '../deed/document-reader';
import { PdfDownload } from '../deed/pdf-download';
import { HashText } from '../deed/hash-text';
import { InvitationStateChip } from '../deed/invitation-state-chip';
import { SignersList } from '../deed/signers-list';
import { ProofPanel } from './proof-panel';
import { SignPanel } from './sign-panel';
import { successorOf } from './successor';

const invitationKey = (pubkey: string) => ['endowments', 'invitation', pubkey] as const;

/** A revoked invitation's replacement, looked up among the signer's invitations of that role. */
function useSuccessor(invitation: EndowmentInvitationDetail) {
  const revoked = invitation.state === 'REVOKED';
  const list = useQuery({
    queryKey: [...INVITATIONS_KEY, invitation.role],
    queryFn: ({ signal }) => fetchInvitations(invitation.role, signal),
    enabled: revoked,
    staleTime: 0,
  });
  return revoked && list.data ? successorOf(invitation, list.data)?.pubkey : undefined;
}

/** One invitation: the deed at the invited version, its hash, and the signer's choice. */
export function InvitationPage({
  invitation,
  onChanged,
}: {
  invitation: EndowmentInvitationDetail;
  onChanged: () => void;
}) {
  const { t } = useTranslation('endowmentsSigning');
  const nameOf = useDeedName();
  const format = useFormat();
  const [reading, setReading] = useState(false);
  const successor = useSuccessor(invitation);
  const { deed } = invitation;
  const documentPath = invitationDocumentPath(invitation.pubkey);
  return (
    <Stack spacing={2.5}>
      <Stack spacing={0.5}>
        {/* The deed's name, as the signer's list and wallet show it (walk finding 17). */}
        <Typography variant="h1" dir="auto" sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' } }}>
          {nameOf(deed)}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {t('sign.intro', { endower: deed.endowerName, role: t(`rolesAs.${invitation.role}`) })}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <DeedStatusChip status={deed.status} />
        <InvitationStateChip state={invitation.state} />
        <Typography>{t('sign.version', { version: format.number(invitation.version) })}</Typography>
        <HashText hash={invitation.hash} />
      </Stack>
      {/* Walk finding 19: the whole deed and its PDF are at hand before signing, next to the hash. */}
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button startIcon={<OpenInFullRounded />} onClick={() => setReading(true)}>
          {t('sign.readWhole')}
        </Button>
        <PdfDownload
          pdfPath={deedDocumentPaths(deed.pubkey).pdf}
          fileName={deedPdfName({ docNumber: deed.docNumber, version: invitation.version })}
        />
      </Stack>
      <Paper variant="outlined" sx={{ padding: { xs: 2, md: 3 } }}>
        <SignPanel invitation={invitation} onChanged={onChanged} successor={successor} />
      </Paper>
      <Paper variant="outlined" component="section" sx={{ padding: { xs: 2, md: 3 } }}>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            {t('signers.title')}
          </Typography>
          <SignersList signers={invitation.signers} />
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" id="deed-document" sx={{ padding: { xs: 2, md: 3 } }}>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            {t('document.atVersion', { version: format.number(invitation.version) })}
          </Typography>
          <DocumentPreview title={t('document.title')} htmlPath={documentPath} />
        </Stack>
      </Paper>
      <DocumentReader
        open={reading}
        onClose={() => setReading(false)}
        htmlPath={documentPath}
        title={t('document.atVersion', { version: format.number(invitation.version) })}
      />
    </Stack>
  );
}

/** The invitation as the caller's list has it, for the proof step (its masked phone and role). */
function useListed(pubkey: string, enabled: boolean) {
  const list = useQuery({
    queryKey: [...INVITATIONS_KEY, 'all'],
    queryFn: ({ signal }) => fetchInvitations(undefined, signal),
    enabled,
    staleTime: 0,
  });
  return list.data?.find((item) => item.pubkey === pubkey);
}

const needsProof = (error: unknown) => error instanceof ApiError && error.code === 'ENDOWMENT_PARTY_PROOF_REQUIRED';

/** The menu entry a signing page sits under: the signer's list once the role is known, the section until then. */
function trailOf(role: EndowmentInvitationDetail['role'] | undefined): string {
  if (role === 'SUPERVISOR') return 'endowmentsSupervising';
  if (role === 'WITNESS') return 'endowmentsWitnessing';
  return 'endowments-section';
}

/** `/dashboard/endowments/invitations/:invitation`: a supervisor's or witness's signing page. */
export default function SignRoute() {
  const { t } = useTranslation('endowmentsSigning');
  usePageTitle(t('sign.title'));
  const { invitation = '' } = useParams();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: invitationKey(invitation),
    queryFn: ({ signal }) => fetchInvitation(invitation, signal),
    meta: { errorShown: true },
    staleTime: 0,
  });
  const proving = needsProof(query.error);
  const listed = useListed(invitation, proving);
  // Under the signer's own list (as supervisor, as witness), not "My endowments" above this address.
  usePageTrail(trailOf(query.data?.role ?? listed?.role), t('sign.title'));
  const changed = () => {
    void query.refetch();
    void client.invalidateQueries({ queryKey: INVITATIONS_KEY });
  };
  return (
    <Stack sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      {query.isPending || (proving && !listed) ? (
        <PageLoader />
      ) : proving && listed ? (
        <ProofPanel invitation={listed} onProven={changed} />
      ) : query.isError ? (
        <Alert severity="error">{query.error instanceof ApiError ? query.error.message : t('sign.loadError')}</Alert>
      ) : (
        <InvitationPage key={query.data.pubkey} invitation={query.data} onChanged={changed} />
      )}
    </Stack>
  );
}
