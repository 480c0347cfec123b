import { useCallback, useEffect, useRef } from 'react';
import type { NavigateOptions, To } from 'react-router';
import { navigateTo } from '../lib/navigation';

/**
 * Spec §4: after login, register, OTP verify and logout the app waits a moment (so the success
 * message is seen) before moving on. A page that unmounts first cancels its pending move.
 * `arrived` runs once the new page is shown.
 */
export function useDelayedNavigate() {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((to: To, delay: number, options?: NavigateOptions, arrived?: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void navigateTo(to, options).then(arrived), delay);
  }, []);
}
