import { useCallback, useEffect, useRef, type RefCallback } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Text typed into a server-rendered field before React took over the page: hydration keeps it on
 * screen but not in the form's state, so the form would send an empty field and the next render
 * would wipe the text. Once hydrated, the field replays it as an input event, which goes through
 * the field's own change handler as if it had just been typed (a date field reads it as a date).
 * Returns the ref to give the input, forwarding to `ref`.
 */
export function useTypedBeforeHydration(ref: RefCallback<Field>): RefCallback<Field> {
  const element = useRef<Field | null>(null);
  const hydrating = !useHydrated();
  const wasHydrating = useRef(hydrating);
  useEffect(() => {
    const node = element.current;
    if (wasHydrating.current && node && node.value !== node.defaultValue) replayTyped(node);
  }, []);
  return useCallback(
    (node: Field | null) => {
      element.current = node;
      ref(node);
    },
    [ref],
  );
}

/**
 * React's change tracking reads the text already there as the field's value; going back to the
 * rendered value through the element's own setter, then to the typed text past it, makes the
 * input event a change React passes on.
 */
function replayTyped(node: Field) {
  const typed = node.value;
  node.value = node.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(node), 'value')?.set?.call(node, typed);
  node.dispatchEvent(new Event('input', { bubbles: true }));
}
