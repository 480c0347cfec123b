import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@bayan/shared';
import { useFormat } from '../../hooks/use-format';
import { ResendEmail } from './resend-email';
import { VerificationRow } from './verification-row';

/**
 * Email and phone confirmation (spec §3 is_email_confirmed, is_phone_confirmed) with their actions,
 * unless a page offers them elsewhere (`actions={false}`: the home's next steps). Each action is
 * marked with its profile fact, which the profile page's `?focus=` leads to.
 */
export function AccountChecks({ profile, actions = true }: { profile: Profile; actions?: boolean }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
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
          actions && (
            <Box data-profile-fact="emailVerified" sx={{ display: 'contents' }}>
              <ResendEmail />
            </Box>
          )
        }
      />
      <Divider />
      <VerificationRow
        label={t('checks.phone')}
        value={profile.phone && format.phone(profile.phone)}
        confirmed={profile.is_phone_confirmed}
        action={
          actions && (
            <Box data-profile-fact="phoneVerified" sx={{ display: 'contents' }}>
              <Button variant="contained" href="/phone-verification">
                {t('checks.confirmPhone')}
              </Button>
            </Box>
          )
        }
      />
    </Paper>
  );
}
