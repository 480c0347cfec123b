import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** How the contract (OpenAPI) documents `familyName` in the request bodies that name a person. */
export const FAMILY_NAME_ALIAS =
  'Deprecated, accepted for one transition: the old second field for the family name, which is ' +
  'lastName. Read as lastName when lastName is absent, ignored when it is present; never answered.';

const familyName = z.string().optional().meta({ deprecated: true, description: FAMILY_NAME_ALIAS });

/**
 * A person's request body (register, users create and edit, me) as the server takes it: the shared
 * contract with `familyName` added, deprecated, so the API reference documents the alias and a
 * multipart form may carry the field. The web app's forms never send it: they carry none of this.
 */
export const withFamilyNameAlias = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) => schema.extend({ familyName });

/**
 * Issue 15 transition: `familyName` was a second field meaning the family name. A request that
 * still sends it and no `lastName` has it read as `lastName`; with a `lastName` it is dropped.
 */
export function aliasFamilyNameOf(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !Object.hasOwn(body, 'familyName')) {
    return body;
  }
  const { familyName: alias, ...rest } = body as Record<string, unknown>;
  const noLastName = rest.lastName === undefined || rest.lastName === '';
  return noLastName && alias !== undefined ? { ...rest, lastName: alias } : rest;
}

/** preValidation hook of the routes whose body names a person: the alias resolved before validation. */
export async function aliasFamilyName(request: FastifyRequest): Promise<void> {
  request.body = aliasFamilyNameOf(request.body);
}
