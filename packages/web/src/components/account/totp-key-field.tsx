import { useTranslation } from 'react-i18next';
import { CopyField } from '../copy-field';
import type { TwoFactorNamespace } from './recovery-codes-view';

/** The key in groups of four, for reading it into an app by hand: `ABCD EFGH …`. */
export const groupKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The authenticator secret to type by hand: all of it (it wraps rather than scrolls out of sight),
 * left to right in both languages, in groups of four; the button copies it without the spaces.
 */
export function TotpKeyField({ ns, secret }: { ns: TwoFactorNamespace; secret: string }) {
  const { t } = useTranslation(ns);
  return (
    <CopyField
      label={t('twoFactor.manualKey')}
      value={secret}
      shown={groupKey(secret)}
      copyLabel={t('twoFactor.copyKey')}
      copiedText={t('twoFactor.keyCopied')}
      wrap
      testId="totp-key"
    />
  );
}
