import { errorBodySchema } from '@bayan/shared';

/** The refusals an account call may answer (spec §7's error body), shared by the auth and second-factor routes. */
export const authErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};
