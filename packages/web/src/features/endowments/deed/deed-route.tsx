import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { deedPdfName, mainAssetOf, type Endowment, type EndowmentSigning } from '@bayan/shared';
import { PageLoader } from '../../../components/page-loader';
import { RouterLink } from '../../../components/router-link';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError } from '../../../lib/api-client';
import { ENDOWMENTS_KEY, fetchEndowment } from '../api/endowments-api';
import { deedDocumentPaths, fetchTimeline, SIGNING_KEY } from '../api/signing-api';
import { verifyPath } from '../signing/signing-paths';
import { ENDOWMENTS_PATH } from '../wizard/wizard-paths';
import { DeedActions } from './deed-actions';
import { DeedFacts } from './deed-facts';
import { useDeedName } from './deed-name';
import { DeedNumber } from './deed-number';
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
export function DeedPage({ deed, draft }: { deed: EndowmentSigning; draft: Endowment }) {
  const { t } = useTranslation('endowmentsSigning');
  const nameOf = useDeedName();
  // The newest submitted version: its signers (revoked ones too, after a reopen).
  const latest = deed.versions[0];
  const signers = latest?.signers ?? [];
  const revoked = deed.status === 'DRAFT' && signers.some((signer) => signer.state === 'REVOKED');
  const paths = deedDocumentPaths(deed.pubkey);
  return (
    <Stack spacing={2.5}>
      <Stack spacing={0.5}>
        <Typography variant="h1" dir="auto" sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' } }}>
          {nameOf({ title: draft.title, type: draft.type, mainAsset: mainAssetOf(draft.assets) })}
        </Typography>
        {deed.docNumber && <DeedNumber value={deed.docNumber} variant="subtitle1" />}
        <Typography sx={{ color: 'text.secondary' }}>{t(`deed.stateHint.${deed.status}`)}</Typography>
      </Stack>
      <DeedFacts deed={deed} />
      {deed.status === 'CHANGES_REQUESTED' && <Alert severity="warning">{t('deed.changesRequested')}</Alert>}
      {revoked && <Alert severity="info">{t('deed.resignRequired')}</Alert>}
      <DeedActions deed={deed} />
      <Section title={t('signers.title')}>
        <SignersList signers={signers} />
        {deed.verifyCode && (
          <Link component={RouterLink} href={verifyPath(deed.verifyCode)} variant="body2">
            {t('deed.verifyLink')}
          </Link>
        )}
      </Section>
      <Section title={t('document.title')}>
        <DocumentPreview
          title={t('document.title')}
          htmlPath={paths.html}
          pdf={{ path: paths.pdf, fileName: deedPdfName(deed) }}
        />
      </Section>
    </Stack>
  );
}

/** `/dashboard/endowments/:pubkey`: one of my deeds, from its submission on. */
export default function DeedRoute() {
  const { t } = useTranslation('endowmentsSigning');
  usePageTitle(t('deed.title'));
  const { pubkey = '' } = useParams();
  const timeline = useQuery({
    queryKey: [...SIGNING_KEY, pubkey],
    queryFn: ({ signal }) => fetchTimeline(pubkey, signal),
    meta: { errorShown: true },
    staleTime: 0,
  });
  const deed = useQuery({
    queryKey: [...ENDOWMENTS_KEY, 'deed', pubkey],
    queryFn: ({ signal }) => fetchEndowment(pubkey, signal),
    meta: { errorShown: true },
    staleTime: 0,
  });
  const error = timeline.error ?? deed.error;
  return (
    <Stack sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button component={RouterLink} href={ENDOWMENTS_PATH} color="inherit">
              {t('deed.back')}
            </Button>
          }
        >
          {error instanceof ApiError ? error.message : t('deed.loadError')}
        </Alert>
      ) : timeline.data && deed.data ? (
        <DeedPage deed={timeline.data} draft={deed.data} />
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
