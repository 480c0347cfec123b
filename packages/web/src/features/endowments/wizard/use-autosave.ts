import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Endowment } from '@bayan/shared';
import { fetchEndowment, updateEndowment } from '../api/endowments-api';
import { fromDeed, toDraft, type DeedForm } from './deed-form';
import { DraftSaver, type SaveState } from './draft-saver';

/**
 * Autosaves the wizard's form to the server copy (draft-saver.ts): after each pause in typing, at
 * once when the tab is hidden or closed (`visibilitychange`, `pagehide`), and on `flush` (a step
 * change). A stale save loads the server copy into the form and says so.
 */
export function useAutosave(deed: Endowment, form: UseFormReturn<DeedForm>) {
  const [state, setState] = useState<SaveState>({ kind: 'saved', at: new Date(deed.updatedAt) });
  const [stale, setStale] = useState(false);
  const saver = useRef<DraftSaver | null>(null);

  useEffect(() => {
    const draftOf = (copy: Endowment) => toDraft(fromDeed(copy));
    const current = new DraftSaver(
      { revision: deed.revision, draft: draftOf(deed) },
      {
        send: (revision, draft, options) => updateEndowment(deed.pubkey, { ...draft, revision }, options),
        load: () => fetchEndowment(deed.pubkey),
        onState: setState,
        onStale: (copy) => {
          form.reset(fromDeed(copy));
          setStale(true);
        },
        draftOf,
      },
    );
    saver.current = current;
    const { unsubscribe } = form.watch((values) => current.change(toDraft(values as DeedForm)));
    const hide = () => {
      if (document.visibilityState === 'hidden') void current.flush({ leaving: true });
    };
    const leave = () => void current.flush({ leaving: true });
    document.addEventListener('visibilitychange', hide);
    window.addEventListener('pagehide', leave);
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', hide);
      window.removeEventListener('pagehide', leave);
      void current.flush().finally(() => current.stop());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one saver per deed read
  }, [deed.pubkey]);

  return {
    state,
    stale,
    dismissStale: () => setStale(false),
    flush: () => saver.current?.flush() ?? Promise.resolve(),
  };
}
