import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { factTarget, FOCUS_PARAM } from './fact-target';

/**
 * Scrolls to and focuses the field or action of `?focus=<fact>` once the page is drawn (`ready`),
 * again at each visit of such a link (the completion card's links lead here too).
 */
export function useFocusFact(ready: boolean) {
  const location = useLocation();
  useEffect(() => {
    const fact = new URLSearchParams(location.search).get(FOCUS_PARAM);
    if (!ready || !fact) return;
    // After the frame that draws the page's sections.
    const frame = requestAnimationFrame(() => {
      const target = factTarget(document, fact);
      if (!target) return;
      target.scrollIntoView?.({ block: 'center' });
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, location.key, location.search]);
}
