import { useState } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { SignOutButton } from '../../../components/account/sign-out-button';
import { DELAYS } from '../../../config/delays';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { useStoredProfile } from '../../../hooks/use-profile';
import { usePublicSettings } from '../../../hooks/use-public-settings';
import { useFormat } from '../../../hooks/use-format';
import { useToken } from '../../../hooks/use-token';
import { AuthCard } from '../components/auth-card';
import { OtpForm } from '../components/otp-form';
import { PhoneConfirmed } from '../components/phone-confirmed';
import { PhoneOtpForm } from '../components/phone-otp-form';
import { usePhoneCodeStatus } from '../api/get-phone-code';

interface ArrivalState {
  /** Sign-up has just sent a code to this number (E.164). */
  registeredPhone?: string;
  /** Where the sign-up was headed (a booking begun on a doctor's page), once the phone is confirmed or skipped. */
  returnTo?: string;
}

/**
 * `/phone-verification`: the SMS code confirms the phone; it may be skipped and done later (spec §4),
 * unless the sign-up had to confirm it first (settings: otp_required_at_signup; the server holds
 * the account to it, the dashboard sends it back here).
 */
export default function PhoneVerificationRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const format = useFormat();
  const token = useToken();
  const profile = useStoredProfile();
  const arrival = (useLocation().state ?? {}) as ArrivalState;
  const goTo = useDelayedNavigate();
  const [verified, setVerified] = useState(false);
  // Read once: verifying stores a session with the flag set, and the form that did it must stay
  // mounted until its success callback has run.
  const [arrivedWith] = useState(() => ({
    session: token !== null,
    confirmed: Boolean(token && profile?.is_phone_confirmed),
  }));

  const registeredPhone = arrival.registeredPhone ?? null;
  const [sentHere, setSentHere] = useState(false);
  const otpRequired = usePublicSettings()?.otpRequiredAtSignup === true;
  const mustVerify = arrivedWith.session ? profile?.must_verify_phone === true : otpRequired;
  const status = usePhoneCodeStatus({
    enabled: arrivedWith.session && !arrivedWith.confirmed && registeredPhone === null,
  });
  const codeWaiting = registeredPhone !== null || sentHere || status.data?.pending === true;

  const onVerified = () => {
    setVerified(true);
    // Spec §4: 1.5 s after the code is accepted, the root (the dashboard with a token).
    goTo(arrival.returnTo ?? '/', DELAYS.afterOtpVerify, { replace: true });
  };

  if (verified || arrivedWith.confirmed) return <PhoneConfirmed justNow={verified} />;

  const later = !arrivedWith.session
    ? '/home'
    : (arrival.returnTo ?? (registeredPhone ? '/register-success' : '/dashboard'));
  const shownPhone = registeredPhone ?? profile?.phone;
  const phone = arrivedWith.session && shownPhone ? format.phone(shownPhone) : null;
  return (
    <AuthCard
      title={t('phoneVerification.title')}
      intro={
        phone ? (
          <Trans
            t={t}
            i18nKey={codeWaiting ? 'phoneVerification.sentTo' : 'phoneVerification.willSendTo'}
            values={{ phone }}
            components={{
              number: <Box component="bdi" dir="ltr" sx={{ whiteSpace: 'nowrap', unicodeBidi: 'isolate-override' }} />,
            }}
          />
        ) : (
          t('phoneVerification.intro')
        )
      }
      footer={
        <>
          {mustVerify ? (
            <>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('phoneVerification.required')}
              </Typography>
              {arrivedWith.session && <SignOutButton />}
            </>
          ) : (
            <Button href={later} variant="text">
              {t('phoneVerification.later')}
            </Button>
          )}
          {!arrivedWith.session && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('phoneVerification.loginForNewCode')} <Link href="/login">{t('common:actions.login')}</Link>
            </Typography>
          )}
        </>
      }
    >
      {arrivedWith.session ? (
        <OtpForm
          codeWaiting={codeWaiting}
          sentAtSignUp={registeredPhone !== null}
          onSent={() => setSentHere(true)}
          onVerified={onVerified}
        />
      ) : (
        <PhoneOtpForm onVerified={onVerified} />
      )}
    </AuthCard>
  );
}
