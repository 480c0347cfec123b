import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_ROUTES } from '@bayan/shared';
import { bodySchemaTakesEmpty } from '../http/empty-body.js';
import { documentedResponses } from './route-responses.js';

/** Marks, between the two steps below, an operation whose body may be left out (it is `{}`). */
const OPTIONAL_BODY = 'x-bayan-optional-body';

type Operation = { requestBody?: { required?: boolean }; [OPTIONAL_BODY]?: true };

/**
 * Each API route's operation: the zod schemas as JSON Schema (fastify-type-provider-zod), then
 * every response the route can answer (route-responses.ts), no security requirement on a public
 * route, and a body that may be left out where the route takes `{}` (lib/http/empty-body.ts).
 */
export const openapiTransform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const key = input.route.config?.routeKey;
  if (!schema || !key || (schema as { hide?: boolean }).hide) return { schema, url };
  const { produces: _produces, response, ...rest } = schema as typeof schema & { produces?: string[] };
  return {
    url,
    schema: {
      ...rest,
      response: documentedResponses(input.route, response as Record<string, Record<string, unknown>> | undefined),
      ...(API_ROUTES[key].access === 'public' ? { security: [] } : {}),
      ...(bodySchemaTakesEmpty(input.route.schema?.body) ? { [OPTIONAL_BODY]: true } : {}),
    },
  };
};

/** The document as fastify-type-provider-zod completes it, with the optional bodies marked above. */
export const openapiTransformObject: SwaggerTransformObject = (documentObject) => {
  const document = jsonSchemaTransformObject(documentObject) as { paths?: Record<string, Record<string, Operation>> };
  for (const operation of Object.values(document.paths ?? {}).flatMap((methods) => Object.values(methods))) {
    if (!operation[OPTIONAL_BODY]) continue;
    delete operation[OPTIONAL_BODY];
    if (operation.requestBody) operation.requestBody.required = false;
  }
  return document as ReturnType<SwaggerTransformObject>;
};
