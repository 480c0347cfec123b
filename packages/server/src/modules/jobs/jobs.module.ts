import * as tables from '../../lib/jobs/jobs.table.js';
import { defineModule } from '../../lib/module/define-module.js';

/**
 * Durable background work. The queue and the runner live in lib/jobs, because every module's
 * service is given the queue (`ModuleDeps.jobs`); this manifest only declares the jobs table.
 */
export const jobsModule = defineModule({ name: 'jobs', tables });
