import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { RouterLink } from '../../../components/router-link';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError } from '../../../lib/api-client';
import { ENDOWMENTS_KEY, fetchEndowment } from '../api/endowments-api';
import { DeedWizard } from './deed-wizard';
import { deedPath, ENDOWMENTS_PATH } from './wizard-paths';

/** The draft read from the server, fresh each time (a closed tab or another device left it there). */
export function DeedWizardLoader({ pubkey }: { pubkey: string }) {
  const { t } = useTranslation('endowments');
  const query = useQuery({
    queryKey: [...ENDOWMENTS_KEY, 'deed', pubkey],
    queryFn: ({ signal }) => fetchEndowment(pubkey, signal),
    meta: { errorShown: true },
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} href={ENDOWMENTS_PATH} color="inherit">
            {t('wizard.back')}
          </Button>
        }
      >
        {query.error instanceof ApiError ? query.error.message : t('wizard.loadError')}
      </Alert>
    );
  if (query.data.status !== 'DRAFT')
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} href={deedPath(pubkey, query.data.status)} color="inherit">
            {t('wizard.openDeed')}
          </Button>
        }
      >
        {t('wizard.notDraft')}
      </Alert>
    );
  return <DeedWizard key={pubkey} deed={query.data} />;
}

/** `/dashboard/endowments/:pubkey/edit`: the wizard over one of my drafts. */
export default function WizardRoute() {
  const { t } = useTranslation('endowments');
  usePageTitle(t('wizard.title'));
  const { pubkey = '' } = useParams();
  return (
    <Stack sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <DeedWizardLoader pubkey={pubkey} />
    </Stack>
  );
}
