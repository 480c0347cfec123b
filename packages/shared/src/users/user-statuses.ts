// Apart from the schemas, so that a page can list them without loading zod (issue 14).

export const USER_STATUSES = ['ACTIVE', 'INACTIVE', 'BLOCKED', 'DELETED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
