import Button from '@mui/material/Button';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import { useTranslation } from 'react-i18next';
import { useStoredProfile } from '../../../hooks/use-profile';
import { useToken } from '../../../hooks/use-token';
import { AuthMessage } from '../components/auth-message';

/** `/register-success`: the welcome after sign-up, when the phone code was left for later. */
export default function RegisterSuccessRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const token = useToken();
  const profile = useStoredProfile();
  return (
    <AuthMessage
      icon={<HowToRegOutlined fontSize="inherit" />}
      title={t('registerSuccess.title')}
      body={t('registerSuccess.body')}
      actions={
        token ? (
          <>
            <Button variant="contained" href="/dashboard">
              {t('common:actions.goToDashboard')}
            </Button>
            {profile && !profile.is_phone_confirmed && (
              <Button variant="outlined" href="/phone-verification">
                {t('registerSuccess.verifyPhone')}
              </Button>
            )}
          </>
        ) : (
          <Button variant="contained" href="/login">
            {t('common:actions.login')}
          </Button>
        )
      }
    />
  );
}
