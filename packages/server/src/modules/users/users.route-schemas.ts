import { errorBodySchema } from '@bayan/shared';

export const tags = ['users'];

/** Error replies the users routes document; each is the catalogue's {code, message, details?}. */
export const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export const fileErrors = { 413: errorBodySchema, 415: errorBodySchema };
