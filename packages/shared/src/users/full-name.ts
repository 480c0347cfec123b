/** A person's name fields in their one order: first, father, grandfather, family (`lastName`). */
export const NAME_FIELDS = ['firstName', 'fatherName', 'grandfatherName', 'lastName'] as const;

export type NameParts = {
  firstName: string;
  fatherName?: string | null;
  grandfatherName?: string | null;
  lastName: string;
};

/** The full name as it is written and shown everywhere: the parts given, in their order, one space apart. */
export function fullName(person: NameParts): string {
  return NAME_FIELDS.map((field) => person[field]?.trim())
    .filter(Boolean)
    .join(' ');
}
