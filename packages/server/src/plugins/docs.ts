import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { openapiTransform, openapiTransformObject } from '../lib/openapi/openapi-transform.js';

/**
 * The OpenAPI document, generated from the same zod schemas that validate requests, with every
 * status each operation can answer (lib/openapi/route-responses.ts).
 */
export default fp<{ basePath: string }>(async (app, { basePath }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Bayan API',
        description: 'Every path also answers under the /v1 prefix (/v1/api/...).',
        version: app.appVersion,
      },
      // "Try it out" calls the API under the base path (config.ts BASE_PATH).
      servers: [{ url: basePath || '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: openapiTransform,
    transformObject: openapiTransformObject,
  });
  // indexPrefix: the page links its scripts by absolute path, which must carry the base.
  await app.register(swaggerUi, { routePrefix: '/api/docs', indexPrefix: basePath, staticCSP: true });
});
