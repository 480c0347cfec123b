// Apart from the schemas, so that a page can list them without loading zod (issue 14).

export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];
