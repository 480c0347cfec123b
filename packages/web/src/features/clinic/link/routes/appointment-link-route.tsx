import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppointmentLink } from '@bayan/shared';
import { StatusMessage } from '../../../../components/status-message';
import { useNow } from '../../../../hooks/use-now';
import { usePageTitle } from '../../../../hooks/use-page-title';
import { ApiError } from '../../../../lib/api-client';
import { useAppointmentLink, useUseAppointmentLink } from '../api/appointment-link';
import { LinkDetails } from '../components/link-details';
import { CancelUntil, useLinkBlocker } from '../components/link-notice';

const Frame = ({ children }: { children: ReactNode }) => (
  <Container maxWidth="sm" sx={{ paddingBlock: { xs: 3, md: 6 } }}>
    <Paper variant="outlined" sx={{ padding: { xs: 2, sm: 4 } }}>
      {children}
    </Paper>
  </Container>
);

/** The link's appointment and its one button; the button spends the link. */
function LinkForm({ token, link }: { token: string; link: AppointmentLink }) {
  const { t } = useTranslation('clinicLink');
  const use = useUseAppointmentLink(token);
  const blocker = useLinkBlocker(link, useNow().getTime());
  const { action } = link;
  if (use.isSuccess) {
    return (
      <StatusMessage
        role="status"
        headingLevel="h1"
        icon={
          action === 'confirm' ? (
            <EventAvailableOutlined fontSize="inherit" />
          ) : (
            <EventBusyOutlined fontSize="inherit" />
          )
        }
        title={t(`done.${action}`)}
        body={t(`doneBody.${action}`)}
      />
    );
  }
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
          {t(`title.${action}`)}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t(`intro.${action}`)}</Typography>
      </Stack>
      <LinkDetails link={link} />
      {blocker && (
        <Alert severity="warning" role="note">
          {blocker}
        </Alert>
      )}
      {!blocker && action === 'cancel' && <CancelUntil link={link} />}
      {use.isError && (
        <Alert severity="error" role="alert">
          {use.error instanceof ApiError ? use.error.message : t('invalidBody')}
        </Alert>
      )}
      {!blocker && (
        <Button
          variant="contained"
          color={action === 'cancel' ? 'error' : 'primary'}
          loading={use.isPending}
          onClick={() => use.mutate()}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t(`submit.${action}`)}
        </Button>
      )}
    </Stack>
  );
}

/**
 * `/appointment-link?token=`: a reminder's confirm or cancel link, without logging in (issue 11).
 * Opening it changes nothing (a mail scanner spends nothing); the button does, once.
 */
export default function AppointmentLinkRoute() {
  const { t } = useTranslation('clinicLink');
  usePageTitle(t('pageTitle'));
  const token = useSearchParams()[0].get('token');
  const link = useAppointmentLink(token);
  if (token && link.isPending) {
    return (
      <Frame>
        <Stack sx={{ alignItems: 'center', paddingBlock: 6 }}>
          <CircularProgress aria-label={t('pageTitle')} />
        </Stack>
      </Frame>
    );
  }
  if (!token || !link.data) {
    const body = link.error instanceof ApiError ? link.error.message : t('invalidBody');
    return (
      <Frame>
        <StatusMessage
          role="alert"
          headingLevel="h1"
          icon={<LinkOffOutlined fontSize="inherit" />}
          title={t('invalidTitle')}
          body={body}
          action={{ label: t('home'), href: '/', variant: 'outlined' }}
        />
      </Frame>
    );
  }
  return (
    <Frame>
      <LinkForm token={token} link={link.data} />
    </Frame>
  );
}
