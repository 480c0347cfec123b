/** The panel's element id: the bell points at it (aria-controls), the items find it. */
export const PANEL_ID = 'notifications-panel';

/**
 * The button just pressed is about to go (or be disabled); the panel itself takes the focus, so
 * the keyboard stays inside it and Escape still closes it.
 */
export function keepFocusInPanel(event: { currentTarget: HTMLElement }): void {
  event.currentTarget.closest<HTMLElement>(`#${PANEL_ID}`)?.focus();
}
