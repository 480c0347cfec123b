import { errorBodySchema } from '@bayan/shared';

/** The error answers every endowment route documents: bad input, login, the gate, not theirs, state. */
export const ENDOWMENTS_ERROR_RESPONSES = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
