import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { readStored } from '../../../lib/storage';
import { resetPasswordSchema, useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { InvalidResetLink } from '../components/invalid-link';
import { NewPasswordForm } from '../components/new-password-form';

/** `/reset?token=`: the link sent by email or SMS; a new password (with the meter and a confirmation), then /reset-success. */
export default function ResetRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');
  const reset = useResetPassword();

  const linkRefused = reset.error instanceof ApiError && reset.error.code === 'AUTH_TOKEN_INVALID';
  if (!token || linkRefused) return <InvalidResetLink />;

  return (
    <AuthCard title={t('reset.title')} intro={t('reset.intro')}>
      <NewPasswordForm
        schema={resetPasswordSchema}
        submitLabel={t('reset.submit')}
        busy={reset.isPending || reset.isSuccess}
        context={[readStored('email') ?? '']}
        onSubmit={({ password }, showServerErrors) =>
          reset.mutate(
            { token, password },
            { onSuccess: () => void navigate('/reset-success', { replace: true }), onError: showServerErrors },
          )
        }
      />
    </AuthCard>
  );
}
