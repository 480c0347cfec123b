import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { StatusMessage } from '../components/status-message';
import { PageLoadError } from '../lib/feature/lazy-page';

/** Shown in place of a page whose script failed to load (the spec's 'Loading chunk failed') or that crashed while rendering. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => console.error(error), [error]);
  return (
    <Container maxWidth="md">
      <StatusMessage
        role="alert"
        icon={<CloudOffOutlined fontSize="inherit" />}
        title={error instanceof PageLoadError ? t('routeError.chunk') : t('routeError.title')}
        body={t('routeError.body')}
        headingLevel="h1"
        actions={
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('actions.reload')}
          </Button>
        }
      />
    </Container>
  );
}
