import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../components/status-message';
import { usePageTitle } from '../../../hooks/use-page-title';
import { usePublicSettingsQuery } from '../api/get-public-settings';
import { ContactChannel } from '../components/contact-channel';
import type { PageHandle } from '../../../lib/feature/page-handle';

/** Rendered by the server: its words and the public settings are all it reads (issue 30). */
export const handle: PageHandle = {};

/** `/contact`: the email and phone an administrator publishes in the settings. */
export default function ContactRoute() {
  const { t } = useTranslation(['contact', 'common']);
  usePageTitle(t('title'));
  const settings = usePublicSettingsQuery();
  const email = settings.data?.contactEmail;
  const phone = settings.data?.contactPhone;

  let content;
  if (settings.isPending) {
    content = [0, 1].map((key) => <Skeleton key={key} variant="rounded" height={88} />);
  } else if (settings.isError) {
    content = (
      <StatusMessage
        role="alert"
        icon={<ErrorOutlineRounded fontSize="inherit" />}
        title={t('error.title')}
        body={t('error.body')}
        actions={
          <Button variant="contained" onClick={() => void settings.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  } else if (!email && !phone) {
    content = <Typography sx={{ color: 'text.secondary' }}>{t('none')}</Typography>;
  } else {
    content = (
      <>
        {email && (
          <ContactChannel
            icon={<MailOutlineRounded fontSize="inherit" />}
            label={t('email')}
            value={email}
            href={`mailto:${email}`}
          />
        )}
        {phone && (
          <ContactChannel
            icon={<PhoneOutlined fontSize="inherit" />}
            label={t('phone')}
            value={phone}
            href={`tel:${phone}`}
          />
        )}
      </>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ paddingBlock: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, marginBlockEnd: 1 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', marginBlockEnd: 3 }}>{t('intro')}</Typography>
      <Stack spacing={2} aria-busy={settings.isPending}>
        {content}
      </Stack>
    </Container>
  );
}
