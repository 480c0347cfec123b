import { z } from 'zod';
import { ROLES } from '../permissions/roles.js';

/** Login by email, phone or national ID number (PRODUCT.md §5); `login` accepts any of them. */
export const loginSchema = z
  .object({
    login: z.string().trim().min(1).max(254).optional(),
    email: z.string().trim().min(1).max(254).optional(),
    phone: z.string().trim().min(1).max(32).optional(),
    idNumber: z.string().trim().min(1).max(32).optional(),
    password: z.string().min(1).max(128),
  })
  .refine((b) => Boolean(b.login ?? b.email ?? b.phone ?? b.idNumber), {
    message: 'field.loginRequired',
    path: ['login'],
  })
  .meta({ id: 'Login' });

export const profileSchema = z
  .object({
    pubkey: z.string(),
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    role: z.enum(ROLES),
    is_email_confirmed: z.boolean(),
    is_phone_confirmed: z.boolean(),
  })
  .meta({ id: 'Profile' });

export const tokensSchema = z
  .object({
    access_token: z.string(),
    refresh_token: z.string(),
    profile: profileSchema,
  })
  .meta({ id: 'Tokens' });

export type LoginBody = z.infer<typeof loginSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type Tokens = z.infer<typeof tokensSchema>;
