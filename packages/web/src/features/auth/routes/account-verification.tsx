import Button from '@mui/material/Button';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import UnsubscribeOutlined from '@mui/icons-material/UnsubscribeOutlined';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useToken } from '../../../hooks/use-token';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthMessage } from '../components/auth-message';
import { ResendLinkButton } from '../components/resend-link-button';

/** `/account-verification?token=`: the emailed link confirms the address (spec §4). */
export default function AccountVerificationRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const token = useSearchParams()[0].get('token');
  const loggedIn = useToken() !== null;
  const confirmation = useConfirmEmail(token);
  usePageTitle(t('accountVerification.title'));

  if (token && confirmation.isPending) return <PageLoader />;
  if (token && confirmation.isSuccess) {
    return (
      <AuthMessage
        role="status"
        icon={<MarkEmailReadOutlined fontSize="inherit" />}
        title={t('accountVerification.successTitle')}
        body={t('accountVerification.successBody')}
        action={{
          label: loggedIn ? t('common:actions.goToDashboard') : t('common:actions.login'),
          href: loggedIn ? '/dashboard' : '/login',
        }}
      />
    );
  }
  return (
    <AuthMessage
      role="alert"
      icon={<UnsubscribeOutlined fontSize="inherit" />}
      title={t('accountVerification.failureTitle')}
      body={loggedIn ? t('accountVerification.failureBody') : t('accountVerification.failureBodyLoggedOut')}
      actions={
        loggedIn ? (
          <ResendLinkButton />
        ) : (
          <Button variant="contained" href="/login">
            {t('common:actions.login')}
          </Button>
        )
      }
    />
  );
}
