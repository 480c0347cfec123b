import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { useForgetPassword } from '../api/forget-password';
import { AuthCard } from '../components/auth-card';
import { ForgotForm } from '../components/forgot-form';
import { ForgotSent } from '../components/forgot-sent';
import type { PageHandle } from '../../../lib/feature/page-handle';

/** Rendered by the server: its words and the public settings are all it reads (issue 30). */
export const handle: PageHandle = {};

/**
 * `/forgot`: asks for a password-reset link. The confirmation says where the link goes by what was
 * typed, and reads the same whether or not an account matches (PRODUCT §5, no enumeration).
 */
export default function ForgotRoute() {
  const { t } = useTranslation('auth');
  const request = useForgetPassword();

  if (request.isSuccess) return <ForgotSent login={request.variables.login ?? ''} onAgain={() => request.reset()} />;
  return (
    <AuthCard
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      footer={<Link href="/login">{t('forgot.backToLogin')}</Link>}
    >
      <ForgotForm busy={request.isPending} onSubmit={(login) => request.mutate({ login })} />
    </AuthCard>
  );
}
