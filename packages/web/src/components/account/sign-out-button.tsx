import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../hooks/use-sign-out';

/**
 * A way out of a page that holds a signed-in account until it acts (a forced password change, a
 * phone it must confirm first): without it, the only exit would be clearing the browser's storage.
 */
export function SignOutButton() {
  const { t } = useTranslation('common');
  const { signOut, busy } = useSignOut();
  return (
    <Button variant="text" color="inherit" disabled={busy} onClick={signOut}>
      {t('actions.logout')}
    </Button>
  );
}
