import { moduleContract } from '@bayan/shared';
import { defineModule } from '../../lib/module/define-module.js';
import { healthRoutes } from './health.routes.js';

/** GET /api/health: liveness and the database round trip; GET /api/ready: whether to send this process traffic. */
export const healthModule = defineModule({ name: 'health', contract: moduleContract('health'), routes: healthRoutes });
