import { useState } from 'react';
import { Navigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { RecoveryCodesView } from '../../../components/account/recovery-codes-view';
import { SignOutButton } from '../../../components/account/sign-out-button';
import { TotpEnrolment } from '../../../components/account/totp-enrolment';
import { useNavigate } from 'react-router';
import { useStoredProfile } from '../../../hooks/use-profile';
import { useAddPasskey } from '../../../lib/passkey-api';
import { useToken } from '../../../hooks/use-token';
import { AuthCard } from '../components/auth-card';

/**
 * `/two-factor-setup`: linking an authenticator app. An account that must have one (SUPERADMIN,
 * ADMIN; STAFF and DOCTOR by a setting) is sent here after login and nothing else answers until it
 * is done (a passkey serves instead of an app: "Add a passkey instead"); anyone else comes from the
 * profile page. The recovery codes follow, shown this once.
 */
export default function TwoFactorSetupRoute() {
  const { t } = useTranslation('auth');
  const token = useToken();
  const profile = useStoredProfile();
  const navigate = useNavigate();
  // Read once: the confirmation clears the flag while the codes are still on screen.
  const [required] = useState(() => profile?.must_enrol_totp ?? false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const addPasskey = useAddPasskey();

  if (!token) return <Navigate to="/login" replace />;
  return (
    <AuthCard
      title={t('twoFactor.setupTitle')}
      intro={t(required ? 'twoFactor.setupIntro' : 'twoFactor.setupIntroOptional')}
      footer={required && !codes ? <SignOutButton /> : undefined}
    >
      {codes ? (
        <Stack spacing={3}>
          <RecoveryCodesView codes={codes} ns="auth" />
          <Button
            variant="contained"
            size="large"
            onClick={() => void navigate(required ? '/dashboard' : '/dashboard/profile', { replace: true })}
          >
            {t('twoFactor.continue')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={3}>
          <TotpEnrolment ns="auth" onLinked={setCodes} />
          {required && (
            <Button
              variant="outlined"
              loading={addPasskey.isPending}
              onClick={() =>
                addPasskey.mutate(t('twoFactor.passkeyName'), {
                  onSuccess: () => void navigate('/dashboard', { replace: true }),
                })
              }
            >
              {t('twoFactor.addPasskeyInstead')}
            </Button>
          )}
        </Stack>
      )}
    </AuthCard>
  );
}
