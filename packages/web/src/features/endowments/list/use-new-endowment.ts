import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ProfileCompletion } from '@bayan/shared';
import { showError } from '../../../components/feedback/snackbar-store';
import { ApiError } from '../../../lib/api-client';
import { createEndowment, fetchProfileCompletion } from '../api/endowments-api';
import { editPath } from '../wizard/wizard-paths';

/**
 * "New endowment": the profile's completion first; an incomplete profile opens the modal (the
 * server's own 403 ENDOWMENT_PROFILE_INCOMPLETE too), a complete one creates the draft and opens
 * its wizard. While the modal is open, coming back to the tab reads the completion again.
 */
export function useNewEndowment() {
  const navigate = useNavigate();
  const [completion, setCompletion] = useState<ProfileCompletion | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (error: unknown) => {
    if (error instanceof ApiError) showError(error.message);
    else throw error;
  };

  const create = async () => {
    setBusy(true);
    try {
      const deed = await createEndowment();
      setCompletion(null);
      void navigate(editPath(deed.pubkey));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ENDOWMENT_PROFILE_INCOMPLETE') {
        setCompletion(await fetchProfileCompletion().catch(() => null));
      } else fail(error);
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    setBusy(true);
    let checked: ProfileCompletion;
    try {
      checked = await fetchProfileCompletion();
    } catch (error) {
      setBusy(false);
      return fail(error);
    }
    setBusy(false);
    if (checked.complete) await create();
    else setCompletion(checked);
  };

  const open = completion !== null;
  useEffect(() => {
    if (!open) return;
    const refresh = () => {
      if (document.visibilityState === 'visible') void fetchProfileCompletion().then(setCompletion, () => undefined);
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [open]);

  return { start, create, busy, completion, close: () => setCompletion(null) };
}
