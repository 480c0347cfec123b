import type { User } from '@bayan/shared';

/** The user form's inputs, as typed; the flags as switches. */
export type UserFormValues = {
  firstName: string;
  fatherName: string;
  grandfatherName: string;
  lastName: string;
  gender: string;
  birthday: string;
  idNumber: string;
  email: string;
  phone: string;
  password: string;
  role: string;
  status: string;
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
  /** A STAFF account's clinic (GET /api/etablissements); '' for the other roles. */
  etablissementPubkey: string;
};

/** Spec §5: a new account is ACTIVE with its email and phone taken as verified; an edit starts from the account. */
export function userFormValues(user?: User): UserFormValues {
  return {
    firstName: user?.firstName ?? '',
    fatherName: user?.fatherName ?? '',
    grandfatherName: user?.grandfatherName ?? '',
    lastName: user?.lastName ?? '',
    gender: user?.gender ?? '',
    birthday: user?.birthday ?? '',
    idNumber: user?.idNumber ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    password: '',
    role: user?.role ?? 'USER',
    status: user?.status === 'DELETED' ? 'ACTIVE' : (user?.status ?? 'ACTIVE'),
    isEmailVerified: user?.isEmailVerified ?? true,
    isPhoneVerified: user?.isPhoneVerified ?? true,
    etablissementPubkey: user?.etablissementPubkey ?? '',
  };
}

/**
 * The multipart body of spec §7: the checked values as text fields ("true"/"false" for the flags)
 * and the file part. `only` limits it to the fields an edit changed.
 */
export function userFormData(body: Record<string, unknown>, file: File | null, only?: ReadonlySet<string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null || (only && !only.has(key))) continue;
    form.append(key, String(value));
  }
  if (file) form.append('file', file);
  return form;
}

/** The fields an edit changed, compared as typed. */
export function changedFields(values: UserFormValues, initial: UserFormValues): Set<string> {
  const keys = Object.keys(values) as (keyof UserFormValues)[];
  return new Set(keys.filter((key) => values[key] !== initial[key]));
}
