import type { Profile } from '@bayan/shared';

/** A profile field the account settings form fills (features/profile), in the form's order. */
export const PROFILE_FIELDS = ['gender', 'birthday', 'idNumber', 'email', 'phone'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export type NextStep =
  | { kind: 'profile'; missing: ProfileField[] }
  | { kind: 'email'; email: string }
  | { kind: 'phone'; phone: string }
  /** A step done on another page, always offered to the role. */
  | { kind: 'book' | 'myAppointments' | 'calendar' | 'today'; href: string };

/**
 * What the account holder has left to do, first what completes the account (a step done is not
 * listed), then where their role's daily work starts when the clinic runs (PRODUCT §1).
 */
export function nextSteps(profile: Profile, clinicOn: boolean): NextStep[] {
  const steps: NextStep[] = [];
  const missing = PROFILE_FIELDS.filter((field) => profile[field] === null || profile[field] === '');
  if (missing.length > 0) steps.push({ kind: 'profile', missing });
  if (profile.email && !profile.is_email_confirmed) steps.push({ kind: 'email', email: profile.email });
  if (profile.phone && !profile.is_phone_confirmed) steps.push({ kind: 'phone', phone: profile.phone });
  if (!clinicOn) return steps;
  switch (profile.role) {
    case 'PATIENT':
      steps.push(
        { kind: 'book', href: '/dashboard/book-appointment' },
        { kind: 'myAppointments', href: '/dashboard/my-appointments' },
      );
      break;
    case 'DOCTOR':
      steps.push({ kind: 'calendar', href: '/dashboard/doctor-calendar' });
      break;
    case 'STAFF':
      // Today's list: the day's planned and pending appointments (finding 27).
      steps.push({ kind: 'today', href: '/dashboard/appointments/today' });
      break;
    default:
      break;
  }
  return steps;
}
