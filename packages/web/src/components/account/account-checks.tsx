import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@bayan/shared';
import { useFormat } from '../../hooks/use-format';
import { useSendConfirmationEmail } from '../../hooks/use-send-confirmation-email';
import { VerificationRow } from './verification-row';

/** Email and phone confirmation (spec §3 is_email_confirmed, is_phone_confirmed) with their actions. */
export function AccountChecks({ profile }: { profile: Profile }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const resend = useSendConfirmationEmail();
  return (
    <Paper variant="outlined" sx={{ paddingInline: { xs: 2, sm: 3 }, paddingBlock: 1 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', paddingBlockStart: 2 }}>
        {t('checks.title')}
      </Typography>
      <VerificationRow
        label={t('checks.email')}
        value={profile.email}
        confirmed={profile.is_email_confirmed}
        action={
          resend.isSuccess ? (
            <Typography role="status" variant="body2" sx={{ color: 'success.dark' }}>
              {t('checks.emailSent')}
            </Typography>
          ) : (
            <Button variant="outlined" loading={resend.isPending} onClick={() => resend.mutate()}>
              {t('checks.resendEmail')}
            </Button>
          )
        }
      />
      <Divider />
      <VerificationRow
        label={t('checks.phone')}
        value={profile.phone && format.phone(profile.phone)}
        confirmed={profile.is_phone_confirmed}
        action={
          <Button variant="contained" href="/phone-verification">
            {t('checks.confirmPhone')}
          </Button>
        }
      />
    </Paper>
  );
}
