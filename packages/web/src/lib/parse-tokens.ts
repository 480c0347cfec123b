import { tokensSchema, type Tokens } from '@bayan/shared';

/*
 * A refresh's answer checked against the API contract with the shared schema. Its own module
 * because the schema brings zod: the API client fetches it only when a refresh answers (issue 14).
 */

/** A refresh's answer, or null when it does not match the contract. */
export function parseTokens(body: unknown): Tokens | null {
  const tokens = tokensSchema.safeParse(body);
  return tokens.success ? tokens.data : null;
}
