import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import type { Tokens } from '@bayan/shared';
import { useLoginPasskey } from '../api/passkey-login';

/**
 * A login by passkey: passwordless (no `mfaToken`, a passkey this device keeps for the site), or
 * the second step's (one of the account's passkeys instead of a code). The browser's WebAuthn
 * library is loaded on the click, not with the page.
 */
export function PasskeyLoginButton({
  mfaToken,
  label,
  onDone,
  variant = 'outlined',
}: {
  mfaToken?: string;
  label: string;
  onDone: (tokens: Tokens) => void;
  variant?: ButtonProps['variant'];
}) {
  const login = useLoginPasskey();
  return (
    <Button
      type="button"
      variant={variant}
      size="large"
      loading={login.isPending || login.isSuccess}
      onClick={() => login.mutate(mfaToken, { onSuccess: onDone })}
    >
      {label}
    </Button>
  );
}
