import { errorBodySchema } from '@bayan/shared';

/** What the doctors' and patients' routes may answer besides success. */
export const peopleErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
