import { useCallback } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { DeedForm } from '../wizard/deed-form';

type ListName = 'assets' | 'supervisors' | 'witnesses' | 'beneficiaries' | 'expenses';

/**
 * A list of the draft as rows keyed by their own `key` (every item has one): add and remove
 * through the form's values. Not react-hook-form's useFieldArray: its code would ride every
 * first load that has a form (react-hook-form is one module; issue 14's budgets).
 */
export function useRows<N extends ListName>(name: N) {
  const { control, getValues, setValue } = useFormContext<DeedForm>();
  const rows = (useWatch({ control, name }) ?? []) as DeedForm[N];
  const set = useCallback(
    // The generic list name defeats react-hook-form's path typing; the value is the list's own type.
    (next: DeedForm[N]) => setValue(name, next as never, { shouldDirty: true }),
    [name, setValue],
  );
  const append = useCallback(
    (item: DeedForm[N][number]) => set([...(getValues(name) ?? []), item] as DeedForm[N]),
    [getValues, name, set],
  );
  const remove = useCallback(
    (index: number) => set((getValues(name) ?? []).filter((_, i) => i !== index) as DeedForm[N]),
    [getValues, name, set],
  );
  return { rows, append, remove };
}
