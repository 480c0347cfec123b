import type { FastifyRequest } from 'fastify';

/**
 * Issue 15 transition (the contract documents it: FAMILY_NAME_ALIAS): `familyName` was a second
 * field for the family name. A request that still sends it and no `lastName` has it read as
 * `lastName`; with a `lastName` it is ignored. It never reaches the schema's output.
 */
export function withFamilyNameAlias(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !Object.hasOwn(body, 'familyName')) {
    return body;
  }
  const { familyName, ...rest } = body as Record<string, unknown>;
  const noLastName = rest.lastName === undefined || rest.lastName === '';
  return noLastName && familyName !== undefined ? { ...rest, lastName: familyName } : rest;
}

/** preValidation hook of the routes whose body names a person (register, users create and edit, me). */
export async function aliasFamilyName(request: FastifyRequest): Promise<void> {
  request.body = withFamilyNameAlias(request.body);
}
