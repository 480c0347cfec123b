import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { verifyReferenceSchema } from '@bayan/shared';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isMissing } from '../../../lib/api-client';
import { fetchVerification } from '../api/signing-api';
import { PdfCheck } from './pdf-check';
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

/** `/verify/:code` (no login): what a deed's QR code proves, and whether a PDF is that deed's. */
/** Whether the address names a verification code (not a draft's page, not a number or hash typed in). */
export const isVerifyCode = (code: string | undefined): code is string =>
  code !== undefined && code !== DRAFT && !verifyReferenceSchema.safeParse(code).success;

/** A draft's QR code opens /verify/draft: a draft has no version to verify yet. */
const DRAFT = 'draft';

/**
 * `/verify` (the search), `/verify/draft` (a draft's QR code), `/verify/WQF-…` or a hash (found,
 * then its page), `/verify/:code` (no login): what a deed's QR code proves, and whether a PDF is that deed's.
 */
export default function VerifyRoute() {
  const { t } = useTranslation('endowmentsSigning', { keyPrefix: 'verify' });
  usePageTitle(t('title'));
  const { code } = useParams();
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
          <VerifySearch key={code} initial={code} />
        )}
      </Stack>
    </Container>
  );
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
