import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContract, ModuleName, Statistics } from '@bayan/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { PubSub } from '../../db/pubsub.js';
import type { Clock } from '../clock.js';
import type { FileStore } from '../files/file-store.js';
import type { JobQueue } from '../jobs/queue.js';
import type { CountCache } from '../list/count-cache.js';
import type { AuditWriter } from './audit.js';
import type { AuditSubjectNamer, AuditSubjects } from './audit-subjects.js';
import type { Viewer } from '../caller.js';
import type { Period } from './period.js';
import type { Revenue } from './revenue.js';
import type { SitePage } from './site-page.js';
import type { Transact, Tx } from './transaction.js';

export type AppConfig = Config & { jwtSecret: string };

/**
 * Each module's service, by module name. A manifest adds its own entry (declaration merging),
 * so a module that `needs` another gets that service typed, without importing its manifest.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each manifest
export interface ServiceRegistry {}

/** A module's share of the dashboard's figures (PRODUCT.md §6), over the period asked for. */
export type Figures = Partial<Statistics>;

/** What a module's service is built from: its own repositories and the app's shared parts, nothing of other modules. */
export interface ModuleDeps<R> {
  /** This module's repositories, on the pool. */
  repos: R;
  /** This module's repositories inside `tx` (a read that must see the transaction's writes), or on the pool. */
  reposOf(tx: Tx | undefined): R;
  transact: Transact<R>;
  audit: AuditWriter;
  clock: Clock;
  config: AppConfig;
  /** Durable work (lib/jobs): queued in the transaction of the change, run by every process's worker. */
  jobs: JobQueue;
  pubsub: PubSub;
  /** Where uploads live: one store for the app (lib/files/stores), shared by the API processes in production. */
  files: FileStore;
  /** Every module's figures folded together: what the dashboard shows `viewer`. */
  figures(period: Period, viewer: Viewer): Promise<Figures>;
  /** Every module's revenue folded together: the dashboard's earners and months. */
  revenue: Revenue;
  /** Every module's records by the names readers know them by (the audit log's "record" column). */
  auditSubjects: AuditSubjectNamer;
}

export interface ModuleDefinition<N extends string, R, S, Needs extends keyof ServiceRegistry> {
  /** The same name as the web feature, the i18n namespace, the error-code and route-key prefix. */
  name: N;
  /** The BAYAN_MODULES word that switches it on; core modules have none and are always on. */
  switch?: ModuleName;
  /** Its drizzle tables (the migrations find them by the `*.table.ts` name; a test checks both agree). */
  tables?: Record<string, unknown>;
  repositories?: (db: Db, counts: CountCache) => R;
  /** The modules whose services this one calls: they come before it in `modules/index.ts`. */
  needs?: readonly Needs[];
  service?: (deps: ModuleDeps<R>, services: Pick<ServiceRegistry, Needs>) => S;
  /** Its part of the shared contract (`moduleContract(name)`): its route keys, error codes and audit actions. */
  contract?: ModuleContract;
  /** Registers its own route files, in its own scope; only the route keys of its own `contract` (checked at start). */
  routes?: FastifyPluginAsyncZod;
  /** Idempotent: runs at every start (demo data when `config.demo`). */
  seed?: (service: S, config: Config) => Promise<void>;
  /** Its figures as `viewer` may see them (an ADMIN's leave SUPERADMINs out). */
  statistics?: (service: S, period: Period, viewer: Viewer) => Promise<Figures>;
  /** Its public pages for `/sitemap.xml` (plugins/seo), as its public lists show them, while the module is on. */
  sitePages?: (service: S) => Promise<SitePage[]>;
  /** What it earns (the clinic's Done appointments), read by the dashboard while the module is on. */
  revenue?: (service: S) => Revenue;
  /** How the audit log names its records (a deed by its number), while the module is on. */
  auditSubjects?: (service: S) => AuditSubjects;
}

/** The one place a module lists its parts (README "Layout"). */
export function defineModule<
  N extends string,
  R = Record<string, never>,
  S = undefined,
  Needs extends keyof ServiceRegistry = never,
>(definition: ModuleDefinition<N, R, S, Needs>): ModuleDefinition<N, R, S, Needs> {
  return definition;
}

/** Any module, as the composition sees it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each manifest keeps its own types; the fold only wires them
export type AnyModule = ModuleDefinition<string, any, any, any>;

/** Whether BAYAN_MODULES has the module on (core modules always are). */
export const isOn = (module: Pick<AnyModule, 'switch'>, config: Pick<Config, 'modules'>) =>
  module.switch === undefined || config.modules.has(module.switch);
