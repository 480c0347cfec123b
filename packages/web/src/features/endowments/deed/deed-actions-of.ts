import type { EndowmentStatus } from '@bayan/shared';

export type DeedAction = 'continue' | 'edit' | 'withdraw' | 'finalize' | 'register' | 'amend';

/**
 * What the endower may do with the deed in each state (waqf notes §8; the server decides, the page
 * offers no more): edit only while signing is open (it reopens the draft and revokes the
 * signatures), withdraw any time before FINAL, finalize once all have signed, register and amend
 * after FINAL.
 */
export function deedActions(status: EndowmentStatus): DeedAction[] {
  switch (status) {
    case 'DRAFT':
      return ['continue', 'withdraw'];
    case 'SUBMITTED':
    case 'UNDER_REVIEW':
    case 'CHANGES_REQUESTED':
      return ['edit', 'withdraw'];
    case 'SIGNED_BY_ALL':
      return ['finalize', 'withdraw'];
    case 'FINAL':
      return ['register', 'amend'];
    case 'REGISTERED':
      return ['amend'];
    case 'WITHDRAWN':
      return [];
  }
}
