import type { ProfileFact } from '@bayan/shared';

/** The `?focus=` parameter: a profile fact the completion modal or card leads to. */
export const FOCUS_PARAM = 'focus';

/** The form field of each fact that is typed in; the contact facts fall back to their field when there is no action. */
const FIELD: Partial<Record<ProfileFact, string>> = {
  firstName: 'firstName',
  fatherName: 'fatherName',
  grandfatherName: 'grandfatherName',
  lastName: 'lastName',
  idNumber: 'idNumber',
  birthday: 'birthday',
  gender: 'gender',
  phoneVerified: 'phone',
  emailVerified: 'email',
};

const focusable = (element: Element | null): HTMLElement | null => (element instanceof HTMLElement ? element : null);

/** The first part of the national address that is empty or wrong, else its first part. */
function addressTarget(root: ParentNode): HTMLElement | null {
  const parts = [...root.querySelectorAll<HTMLInputElement>('input[name^="nationalAddress."]')].filter(
    (input) => input.type !== 'hidden',
  );
  return (
    parts.find((input) => input.value.trim() === '' || input.getAttribute('aria-invalid') === 'true') ??
    parts[0] ??
    null
  );
}

/**
 * Where `?focus=<fact>` puts the keyboard on the profile page: the fact's action when the page
 * offers one (confirm the phone, resend the email: `data-profile-fact` marks it), else its field,
 * else the element that names it (the completion card's line for a fact with no field).
 */
export function factTarget(root: ParentNode, fact: string): HTMLElement | null {
  if (!/^[a-zA-Z]+$/.test(fact)) return null;
  const action = root.querySelector(`[data-profile-fact="${fact}"] :is(button, a, input)`);
  if (action) return focusable(action);
  if (fact === 'nationalAddress') return addressTarget(root);
  const field = FIELD[fact as ProfileFact];
  const checked = field && root.querySelector(`input[name="${field}"]:checked`);
  const input = field && root.querySelector(`input[name="${field}"]:not([type="hidden"])`);
  return focusable(checked || input || root.querySelector(`[data-profile-fact="${fact}"]`));
}
