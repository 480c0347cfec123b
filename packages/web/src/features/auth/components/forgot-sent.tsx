import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import { loginKind } from '@bayan/shared';
import { Trans, useTranslation } from 'react-i18next';
import { useFormat } from '../../../hooks/use-format';
import { AuthMessage } from './auth-message';

interface ForgotSentProps {
  /** The identifier as the user typed it. */
  login: string;
  onAgain: () => void;
}

/**
 * The answer to a reset request: where the link goes, by what the user typed (an SMS to a mobile
 * number, an email to an email address). It reads the same whether or not an account matches
 * (PRODUCT §5, no enumeration), so it echoes only what was typed.
 */
export function ForgotSent({ login, onAgain }: ForgotSentProps) {
  const { t } = useTranslation('auth');
  const format = useFormat();
  const channel = loginKind(login);
  return (
    <AuthMessage
      role="status"
      icon={channel === 'phone' ? <SmsOutlined fontSize="inherit" /> : <MarkEmailReadOutlined fontSize="inherit" />}
      title={t(`forgot.sent.${channel}.title`)}
      body={
        <Trans
          t={t}
          i18nKey={`forgot.sent.${channel}.body`}
          // A number in the page's digits; an email address as it is.
          values={{ value: channel === 'email' ? login.trim() : format.digits(login.trim()) }}
          // A number stays on one line; a long email address may wrap.
          components={{
            value: (
              <Box
                component="bdi"
                dir="ltr"
                sx={{ whiteSpace: channel === 'email' ? undefined : 'nowrap', unicodeBidi: 'isolate-override' }}
              />
            ),
          }}
        />
      }
      actions={
        <>
          <Button variant="contained" href="/login">
            {t('forgot.backToLogin')}
          </Button>
          <Button onClick={onAgain}>{t('forgot.again')}</Button>
        </>
      }
    />
  );
}
