import type { ApiRoute } from '../permissions/route-definition.js';

export const HEALTH_ROUTES = {
  'health.get': { method: 'GET', path: '/api/health', access: 'public' },
  'health.ready': { method: 'GET', path: '/api/ready', access: 'public' },
} as const satisfies Record<string, ApiRoute>;
