import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isMissing } from '../../../lib/api-client';
import { fetchVerification } from '../api/signing-api';
import { verifyPath } from '../signing/signing-paths';
import { PdfCheck } from './pdf-check';
import { DRAFT, isReference, isVerifyCode, lookupQuery, referenceAsked } from './verify-lookup';
import { VerifySearch } from './verify-search';
import { VerifyResult } from './verify-result';

/** What the QR code's page reads: the deed the code names. */
export const verificationQuery = (code: string) =>
  queryOptions({
    queryKey: ['verify', code],
    queryFn: ({ signal }) => fetchVerification(code, signal),
    meta: { errorShown: true },
    retry: false,
    // Missing stays missing: the "not found" the server rendered is hydrated, not fetched again.
    retryOnMount: false,
  });

/**
 * `/verify` (the search), `/verify?q=` and `/verify/WQF-…` or a hash (what the search found),
 * `/verify/draft` (a draft's QR code), `/verify/:code` (no login): what a deed's QR code proves,
 * and whether a PDF is that deed's.
 */
export default function VerifyRoute() {
  const { t } = useTranslation('endowmentsSigning', { keyPrefix: 'verify' });
  usePageTitle(t('title'));
  const { code } = useParams();
  const [search] = useSearchParams();
  const reference = referenceAsked(code, search);
  return (
    <Container maxWidth="md" sx={{ paddingBlock: { xs: 3, md: 6 } }}>
      <Stack spacing={3}>
        <Stack spacing={0.5}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
            {t('title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t(code === undefined ? 'search.intro' : 'intro')}</Typography>
        </Stack>
        {code === DRAFT ? (
          <Alert severity="info">{t('draft')}</Alert>
        ) : isVerifyCode(code) ? (
          <Verification code={code} />
        ) : (
          <Search reference={reference} />
        )}
      </Stack>
    </Container>
  );
}

/** The search, and what the address's reference found: its deed's verification, under its own address once found. */
function Search({ reference = '' }: { reference?: string | undefined }) {
  const { t } = useTranslation('endowmentsSigning', { keyPrefix: 'verify.search' });
  const navigate = useNavigate();
  const valid = isReference(reference);
  const lookup = useQuery({ ...lookupQuery(reference), enabled: valid });
  const found = lookup.data?.code;
  useEffect(() => {
    if (found) void navigate(verifyPath(found), { replace: true });
  }, [found, navigate]);
  if (found) return <Verification code={found} />;
  const error =
    reference && !valid
      ? t('invalid')
      : lookup.isError
        ? isMissing(lookup.error)
          ? t('notFound')
          : lookup.error.message
        : undefined;
  return <VerifySearch initial={reference} busy={lookup.isFetching} error={error} />;
}

/** What the code proves, and the PDF check. */
function Verification({ code }: { code: string }) {
  const { t } = useTranslation('endowmentsSigning', { keyPrefix: 'verify' });
  const query = useQuery(verificationQuery(code));
  const unknown = isMissing(query.error);
  return query.isPending ? (
    <PageLoader />
  ) : query.isError ? (
    <Alert severity={unknown ? 'warning' : 'error'} role="alert">
      {unknown ? t('unknown') : query.error.message}
    </Alert>
  ) : (
    <>
      <Paper variant="outlined" sx={{ padding: { xs: 2, md: 3 } }}>
        <VerifyResult verification={query.data} />
      </Paper>
      <Paper variant="outlined" sx={{ padding: { xs: 2, md: 3 } }}>
        <PdfCheck code={code} hasPdf={query.data.pdfHash !== null} />
      </Paper>
    </>
  );
}
