import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { RouterLink } from '../../../components/router-link';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError } from '../../../lib/api-client';
import { fetchDeedSigning, SIGNING_KEY, SIGNING_PATHS } from '../api/signing-api';
import type { DeedSigning } from '../api/signing-types';
import { ENDOWMENTS_PATH } from '../wizard/wizard-paths';
import { DeedActions } from './deed-actions';
import { DeedFacts } from './deed-facts';
import { DocumentPreview } from './document-preview';
import { SignersList } from './signers-list';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ padding: { xs: 2, md: 3 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

/** The endower's deed: where it stands, who signed what, what may be done next, and the document. */
export function DeedPage({ deed }: { deed: DeedSigning }) {
  const { t } = useTranslation('endowmentsSigning');
  const { t: tDeeds } = useTranslation('endowments');
  const revoked = deed.invitations.some((invitation) => invitation.state === 'REVOKED');
  const rejected = deed.invitations.filter((invitation) => invitation.state === 'REJECTED');
  return (
    <Stack spacing={2.5}>
      <Stack spacing={0.5}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' } }}>
          {deed.summary.trim() || tDeeds('untitled')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t(`deed.stateHint.${deed.status}`)}</Typography>
      </Stack>
      <DeedFacts deed={deed} />
      {rejected.length > 0 && deed.status === 'CHANGES_REQUESTED' && (
        <Alert severity="warning">{t('deed.changesRequested')}</Alert>
      )}
      {revoked && deed.status === 'DRAFT' && <Alert severity="info">{t('deed.resignRequired')}</Alert>}
      <DeedActions deed={deed} />
      <Section title={t('signers.title')}>
        <SignersList invitations={deed.invitations} />
      </Section>
      {deed.status !== 'DRAFT' && (
        <Section title={t('document.title')}>
          <DocumentPreview
            title={t('document.title')}
            htmlPath={SIGNING_PATHS.documentHtml(deed.pubkey)}
            pdfPath={SIGNING_PATHS.documentPdf(deed.pubkey)}
            fileName={`${deed.documentNumber ?? 'waqf-deed'}.pdf`}
          />
        </Section>
      )}
    </Stack>
  );
}

/** `/dashboard/endowments/:pubkey`: one of my deeds after its submission. */
export default function DeedRoute() {
  const { t } = useTranslation('endowmentsSigning');
  usePageTitle(t('deed.title'));
  const { pubkey = '' } = useParams();
  const query = useQuery({
    queryKey: [...SIGNING_KEY, pubkey],
    queryFn: ({ signal }) => fetchDeedSigning(pubkey, signal),
    meta: { errorShown: true },
    staleTime: 0,
  });
  return (
    <Stack sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button component={RouterLink} href={ENDOWMENTS_PATH} color="inherit">
              {t('deed.back')}
            </Button>
          }
        >
          {query.error instanceof ApiError ? query.error.message : t('deed.loadError')}
        </Alert>
      ) : (
        <DeedPage deed={query.data} />
      )}
    </Stack>
  );
}
