import { errorBodySchema } from '@bayan/shared';

/** The error answers every clinic route documents: bad input, login, role, scope, state or calendar. */
export const CLINIC_ERROR_RESPONSES = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
