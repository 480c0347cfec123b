import { z } from 'zod';
import { emailSchema, newPasswordSchema, personFields, phoneSchema } from '../auth/auth-contract.js';
import { nationalAddressInputSchema } from './national-address-contract.js';
import { personFactsRecord, personNamesRecord } from './person-record.js';
import { USER_STATUSES } from './user-statuses.js';
import { PASSWORD_MAX } from '../auth/password-policy.js';
import { pubkeySchema, userRefSchema } from '../ids/id-schemas.js';
import { listQuerySchema } from '../list/list-contract.js';
import { ROLES } from '../permissions/roles.js';

export const USERS_PAGE_SIZE = 10;
export const USER_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const USER_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** A picker shows at most this many accounts; the caller narrows with `q`. */
export const USER_PICKER_MAX = 50;
/** GET /api/users/members answers at most this many (a picker-sized list, not a report). */
export const USER_MEMBERS_MAX = 1000;
export const USER_STATISTICS_MONTHS = 12;

export const USER_SORTABLE = ['createdAt', 'firstName', 'lastName', 'email', 'role', 'status'] as const;

export const userSchema = z
  .object({
    pubkey: z.string(),
    id: z.number().int(),
    ...personNamesRecord,
    name: z.string(),
    ...personFactsRecord,
    role: z.enum(ROLES),
    status: z.enum(USER_STATUSES),
    isEmailVerified: z.boolean(),
    isPhoneVerified: z.boolean(),
    mustChangePassword: z.boolean(),
    etablissementPubkey: z.string().nullable(),
    file: z
      .object({ name: z.string(), type: z.enum(USER_FILE_TYPES), size: z.number().int(), url: z.string() })
      .nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    totpEnabled: z.boolean().describe('Whether the account has a second factor (an authenticator app) turned on'),
  })
  .meta({ id: 'User' });

/** Spec §3: `{data:{data,total,page}}`, ten to a page. */
export const usersPageSchema = z
  .object({ data: z.object({ data: z.array(userSchema), total: z.number().int(), page: z.number().int() }) })
  .meta({ id: 'UsersPage' });

export const listUsersQuerySchema = listQuerySchema(USER_SORTABLE, '-createdAt').extend({
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
});

/** Multipart text fields arrive as strings: "true"/"false" for the flags. */
const formFlag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
const emptyAsUndefined = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

/**
 * Admin create (multipart fields; the optional `file` part is checked apart). Spec §5 defaults:
 * ACTIVE, email and phone verified. Without a password one is generated and emailed.
 */
export const createUserSchema = z
  .object({
    firstName: personFields.firstName,
    fatherName: emptyAsUndefined(personFields.fatherName),
    grandfatherName: emptyAsUndefined(personFields.grandfatherName),
    lastName: personFields.lastName,
    gender: emptyAsUndefined(personFields.gender.optional()),
    birthday: emptyAsUndefined(personFields.birthday),
    idNumber: emptyAsUndefined(personFields.idNumber),
    email: emailSchema,
    phone: emptyAsUndefined(phoneSchema.optional()),
    password: emptyAsUndefined(newPasswordSchema.optional()),
    role: z.enum(ROLES).default('USER'),
    status: z.enum(['ACTIVE', 'INACTIVE', 'BLOCKED']).default('ACTIVE'),
    isEmailVerified: formFlag.default(true),
    isPhoneVerified: formFlag.default(true),
    etablissementPubkey: emptyAsUndefined(z.string().trim().max(64).optional()),
  })
  .meta({ id: 'CreateUser' });

/** Admin edit: only the named fields change; a password here is a reset that must be changed at next login. */
export const updateUserSchema = createUserSchema
  .omit({ role: true, status: true, isEmailVerified: true, isPhoneVerified: true, email: true })
  .partial()
  .extend({
    email: emailSchema.optional(),
    role: z.enum(ROLES).optional(),
    status: z.enum(['ACTIVE', 'INACTIVE', 'BLOCKED']).optional(),
    isEmailVerified: formFlag.optional(),
    isPhoneVerified: formFlag.optional(),
  })
  .meta({ id: 'UpdateUser' });

/**
 * PATCH /api/users/me: a person's own data. A new email or phone must be confirmed again; changing
 * either, or the ID number, needs `currentPassword` (a stolen access token alone cannot take the account).
 */
export const updateMeSchema = z
  .object({
    firstName: personFields.firstName,
    fatherName: personFields.fatherName.nullable(),
    grandfatherName: personFields.grandfatherName.nullable(),
    lastName: personFields.lastName,
    gender: personFields.gender,
    birthday: personFields.birthday.nullable(),
    idNumber: personFields.idNumber.nullable(),
    email: emailSchema,
    phone: phoneSchema,
    /** The whole address as it stands now; null clears it. */
    nationalAddress: nationalAddressInputSchema.nullable(),
    currentPassword: z
      .string()
      .min(1)
      .max(PASSWORD_MAX)
      .describe('Required when the email, phone or ID number changes: the account password, proving it is its owner'),
  })
  .partial()
  .refine((body) => Object.keys(body).some((key) => key !== 'currentPassword'), { message: 'field.atLeastOne' })
  .meta({ id: 'UpdateMe' });

/** POST /api/users/:pubkey/release-id-number: the SUPERADMIN's support override, and why (audited). */
export const releaseIdNumberSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(3)
      .max(500)
      .describe('Why support releases the number (e.g. its real holder proved it), kept in the audit log'),
  })
  .meta({ id: 'ReleaseIdNumber' });

/** The single-use token of the undo link sent to the old address after an email or phone change. */
export const undoContactChangeParamsSchema = z.object({ token: z.string().trim().min(20).max(100) });

export const userIdParamsSchema = z.object({ id: userRefSchema });
export const userPubkeyParamsSchema = z.object({ pubkey: pubkeySchema });

export const userPickerItemSchema = z.object({
  pubkey: z.string(),
  id: z.number().int(),
  name: z.string(),
  role: z.enum(ROLES),
});
export const userPickerListSchema = z.array(userPickerItemSchema).meta({ id: 'UserPickerList' });
export const membersSchema = z.array(userSchema).meta({ id: 'Members' });

export const userPickerQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
});

export const userStatisticsSchema = z
  .object({
    total: z.number().int().describe('Accounts that are not DELETED'),
    byRole: z.record(z.enum(ROLES), z.number().int()).describe('Accounts that are not DELETED, by role'),
    byStatus: z.record(z.enum(USER_STATUSES), z.number().int()).describe('Every account, by status'),
    signupsPerMonth: z
      .array(z.object({ month: z.string().describe('YYYY-MM'), count: z.number().int() }))
      .describe('The last 12 months (Asia/Riyadh), oldest first, the current month last'),
  })
  .meta({ id: 'UserStatistics' });

export type User = z.infer<typeof userSchema>;
/** An account as its own row says it (the audit's before and after): a User without what the auth module adds. */
export type UserRecord = Omit<User, 'totpEnabled'>;
export type UsersPage = z.infer<typeof usersPageSchema>;
export type CreateUser = z.output<typeof createUserSchema>;
export type UpdateUser = z.output<typeof updateUserSchema>;
export type UpdateMe = z.output<typeof updateMeSchema>;
export type ReleaseIdNumber = z.output<typeof releaseIdNumberSchema>;
export type ListUsersQuery = z.output<typeof listUsersQuerySchema>;
export type UserPickerItem = z.infer<typeof userPickerItemSchema>;
export type UserStatistics = z.infer<typeof userStatisticsSchema>;
