import { afterAll, expect } from 'vitest';
import { checkOpenApiConformance, takeViolations } from './watch-conformance.js';

/**
 * Setup file of the server projects: every answer of every app a test builds (createTestApp) is
 * checked against the app's own OpenAPI document, and the file fails on any the document does
 * not declare. Fix it where the route is declared (lib/openapi/route-responses.ts derives most
 * statuses; a route declares its successes, their `produces` and its own error statuses).
 */
checkOpenApiConformance();

afterAll(() => {
  expect(takeViolations(), 'answers that the OpenAPI document does not declare').toEqual([]);
});
