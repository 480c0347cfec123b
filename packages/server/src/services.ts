import type { Database, Db } from './db/client.js';
import { createPubSub } from './db/pubsub.js';
import type { Clock } from './lib/clock.js';
import type { FileStore } from './lib/files/file-store.js';
import { createJobs } from './lib/jobs/jobs.js';
import type { JobQueue } from './lib/jobs/queue.js';
import type { JobRunner } from './lib/jobs/runner.js';
import { JobsRepository } from './lib/jobs/jobs.repository.js';
import { CountCache } from './lib/list/count-cache.js';
import {
  isOn,
  type AnyModule,
  type AppConfig,
  type Figures,
  type ModuleDeps,
  type ServiceRegistry,
} from './lib/module/define-module.js';
import type { Viewer } from './lib/caller.js';
import type { Period } from './lib/module/period.js';
import { foldAuditSubjects, type AuditSubjects } from './lib/module/audit-subjects.js';
import { foldRevenue, type Revenue } from './lib/module/revenue.js';
import { transactor } from './lib/module/transaction.js';
import { eventsAuditWriter } from './modules/events/events.audit.js';
import { MODULES } from './modules/index.js';

export type { AppConfig } from './lib/module/define-module.js';

/** Every module's service by name, the job queue, and the parts the app itself starts and closes (the job runner, pub/sub). */
export type Services = ServiceRegistry & {
  jobs: JobQueue;
  jobRunner: JobRunner;
  pubsub: ReturnType<typeof createPubSub>;
};

/**
 * Builds each module's service, in the list's order, from its own repositories and the services
 * it `needs`: modules reach each other only through these.
 */
export function createServices(database: Database, config: AppConfig, clock: Clock, files: FileStore): Services {
  const counts = new CountCache();
  const pubsub = createPubSub(database);
  const audit = eventsAuditWriter(database.db, counts);
  const jobs = createJobs(new JobsRepository(database.db), clock, pubsub, { concurrency: config.jobsConcurrency });
  const services: Record<string, unknown> = { jobs: jobs.queue, jobRunner: jobs.runner, pubsub };
  const figures = (period: Period, viewer: Viewer) =>
    collectFigures(services as unknown as Services, config, period, viewer);
  const revenue = foldRevenue(() => revenueSources(services as unknown as Services, config));
  const auditSubjects = foldAuditSubjects(() => auditSubjectSources(services as unknown as Services, config));
  for (const module of MODULES as readonly AnyModule[]) {
    const missing = (module.needs ?? []).filter((name: string) => !(name in services));
    if (missing.length > 0) {
      throw new Error(`Module ${module.name} needs ${missing.join(', ')}: list them before it in modules/index.ts`);
    }
    const bind = (db: Db) => module.repositories?.(db, counts) ?? {};
    const repos = bind(database.db);
    const deps: ModuleDeps<unknown> = {
      repos,
      reposOf: (tx) => (tx ? bind(tx.db) : repos),
      transact: transactor(database.db, bind),
      audit,
      clock,
      config,
      jobs: jobs.queue,
      pubsub,
      files,
      figures,
      revenue,
      auditSubjects,
    };
    if (module.service) services[module.name] = module.service(deps, services);
  }
  return services as unknown as Services;
}

/** The modules BAYAN_MODULES has on, in the list's order. */
export const switchedOn = (config: Pick<AppConfig, 'modules'>) =>
  (MODULES as readonly AnyModule[]).filter((module) => isOn(module, config));
/** A module's service, as its manifest's parts (statistics, revenue, sitePages) take it. */
export const serviceOf = (services: Services, module: AnyModule) => services[module.name as keyof ServiceRegistry];

/** What each switched-on module earns (its manifest's `revenue`), read when the dashboard asks. */
function revenueSources(services: Services, config: AppConfig): Revenue[] {
  return switchedOn(config).flatMap((module) => (module.revenue ? [module.revenue(serviceOf(services, module))] : []));
}

/** How each switched-on module names its records in the audit log (its manifest's `auditSubjects`). */
function auditSubjectSources(services: Services, config: AppConfig): AuditSubjects[] {
  return switchedOn(config).flatMap((module) =>
    module.auditSubjects ? [module.auditSubjects(serviceOf(services, module))] : [],
  );
}

/** The dashboard's figures: each switched-on module's share, merged. */
async function collectFigures(services: Services, config: AppConfig, period: Period, viewer: Viewer): Promise<Figures> {
  const shares = await Promise.all(
    switchedOn(config).map((module) => module.statistics?.(serviceOf(services, module), period, viewer) ?? {}),
  );
  return Object.assign({}, ...shares) as Figures;
}
