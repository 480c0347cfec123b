import { useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SignOutButton } from '../../../components/account/sign-out-button';
import { DELAYS } from '../../../config/delays';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { useStoredProfile } from '../../../hooks/use-profile';
import { useToken } from '../../../hooks/use-token';
import { forcePasswordSchema, useForcePassword } from '../api/force-password';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';

/**
 * `/force-password`: an account created or reset by an administrator chooses its own password
 * before anything else answers (PRODUCT §5); then the dashboard.
 */
export default function ForcePasswordRoute() {
  const { t } = useTranslation('auth');
  const token = useToken();
  const profile = useStoredProfile();
  // Read once: the change itself clears the flag, and the page must stay for its 1.5 s message.
  const [mustChange] = useState(() => profile?.must_change_password ?? true);
  const change = useForcePassword();
  const goTo = useDelayedNavigate();

  if (!token) return <Navigate to="/login" replace />;
  if (!mustChange) return <Navigate to="/dashboard" replace />;
  const context = [profile?.firstName, profile?.lastName, profile?.email, profile?.phone, profile?.idNumber];
  return (
    <AuthCard title={t('forcePassword.title')} intro={t('forcePassword.intro')} footer={<SignOutButton />}>
      <NewPasswordForm
        schema={forcePasswordSchema}
        submitLabel={t('forcePassword.submit')}
        busy={change.isPending || change.isSuccess}
        context={context.filter((word): word is string => Boolean(word))}
        onSubmit={(body, showServerErrors) =>
          change.mutate(body, {
            onSuccess: () => goTo('/dashboard', DELAYS.afterForcePassword, { replace: true }),
            onError: showServerErrors,
          })
        }
      />
    </AuthCard>
  );
}
