import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { DeedForm } from './deed-form';

/** Calls `onChange` after each change of the form's values (typing, a row added, a reload). */
export function useFormChange(form: UseFormReturn<DeedForm>, onChange: () => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => {
    const { unsubscribe } = form.watch(() => latest.current());
    return unsubscribe;
  }, [form]);
}
