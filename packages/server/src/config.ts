import path from 'node:path';
import { z } from 'zod';
import { MODULES, type ModuleName } from '@bayan/shared';
import { CONNECTION_LIMITS } from './lib/http/connection-limits.js';
import { trustProxySchema } from './lib/http/trust-proxy.js';
import { isTileTemplate, NO_TILES, OSM_TILES } from './lib/http/map-tiles.js';
import { s3UrlSchema, type FilesSetting } from './lib/files/stores/s3-url.js';
import { smsUrlSchema } from './modules/outbox/sms/sms-url.js';
import { whatsappUrlSchema } from './modules/outbox/whatsapp/whatsapp-url.js';

const flag = (fallback: boolean) =>
  z
    .enum(['0', '1', 'true', 'false', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['1', 'true', 'yes'].includes(v)));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    BAYAN_ADMIN_EMAIL: z.email().default('admin@bayan.local'),
    BAYAN_ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(128).default('Bayan-Admin-2026'),
    BAYAN_DEMO: flag(true),
    BAYAN_MODULES: z
      .string()
      .default(MODULES.join(','))
      .transform((v) =>
        v
          .split(',')
          .map((m) => m.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(MODULES))),
    WEB_DIST: z.string().optional(),
    /** Where the product lives behind a reverse proxy that forwards the path unchanged ('' for the root). */
    BASE_PATH: z
      .string()
      .regex(/^(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*$/, 'must look like /bayan: start with /, no trailing slash, no ..')
      .default(''),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/ })
      .refine((v) => /^[^:]+:\/\/[^/?#]+\/?$/.test(v), 'must be scheme://host[:port] only; BASE_PATH is appended to it')
      .optional(),
    /** S3-compatible storage for uploads (lib/files/stores/s3-url.ts); PostgreSQL itself with DATABASE_URL otherwise. */
    S3_URL: s3UrlSchema.optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    SMTP_FROM: z.string().min(3).default('Bayan <no-reply@bayan.local>'),
    /** The SMS provider, its credentials and settings in one URL (modules/outbox/sms/); unset: SMS stay in the outbox. */
    SMS_URL: smsUrlSchema.optional(),
    /** WhatsApp Cloud API templates for notices and reminders (modules/outbox/whatsapp/); unset: no WhatsApp. */
    WHATSAPP_URL: whatsappUrlSchema.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxySchema,
    JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
    CLINIC_SWEEP: flag(true),
    SIGNUPS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(5),
    MESSAGES_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
    MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(100),
    /** Seconds a server-rendered public page is served again before it is rendered anew (0: never kept). */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
    /** The map picker's tiles: a Leaflet URL template, or `none` for a blank layer (the default in tests). */
    MAP_TILE_URL: z
      .string()
      .refine(
        (v) => v === NO_TILES || isTileTemplate(v),
        'must be none or an http(s) URL template with {z}, {x} and {y} (and optionally {s}. in the host)',
      )
      .optional(),
    MAP_TILE_ATTRIBUTION: z.string().max(500).optional(),
    /** The platform's certificate (a PKCS#12 file) sealing every FINAL deed PDF; unset: a self-signed one in DATA_DIR. */
    SEAL_P12: z.string().min(1).optional(),
    SEAL_P12_PASSWORD: z.string().default(''),
    /** An RFC 3161 timestamp authority: the seal gets a trusted time (PAdES B-T); unset: B-B. */
    TSA_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Turns on Prometheus metrics at /metrics, for scrapers that send it as a bearer token. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when DATABASE_URL is set' });
    }
  });

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.output<typeof envSchema>) {
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET,
    admin: { email: env.BAYAN_ADMIN_EMAIL, password: env.BAYAN_ADMIN_PASSWORD },
    demo: env.BAYAN_DEMO,
    /** With the demo accounts, a sample clinic with a year of appointments (test apps make their own data instead). */
    demoData: env.BAYAN_DEMO,
    modules: new Set<ModuleName>(env.BAYAN_MODULES),
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : undefined,
    basePath: env.BASE_PATH,
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    /** Where links in emails point: the web app's public address, base path included. */
    publicUrl: `${(env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/$/, '')}${env.BASE_PATH}`,
    /** Where uploads live: S3 with S3_URL, PostgreSQL with DATABASE_URL (every API process reaches both), else the data folder. */
    files: filesOf(env),
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.SMTP_FROM } : undefined,
    sms: env.SMS_URL,
    whatsapp: env.WHATSAPP_URL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    /** Background jobs this process runs at once. */
    jobsConcurrency: env.JOBS_CONCURRENCY,
    /** The clinic's minute sweep (reminders, late Pending requests); test apps turn it off unless they test it. */
    clinicSweep: env.CLINIC_SWEEP,
    /** Sign-ups an hour from one client IP. */
    signUpsPerIp: env.SIGNUPS_PER_IP,
    /** Other self-service messages (password reset, phone and e-mail codes, signing codes) an hour from one client IP. */
    messagesPerIp: env.MESSAGES_PER_IP,
    connections: { ...CONNECTION_LIMITS, maxPerIp: env.MAX_CONNECTIONS_PER_IP },
    /** The map picker's tile layer (public settings, CSP img-src); null: a blank layer, no requests. */
    mapTiles: mapTilesOf(env),
    /** The deed PDF's seal (modules/endowments/seal): SEAL_P12 resolved to a path, its password, TSA_URL. */
    seal: {
      password: env.SEAL_P12_PASSWORD,
      ...(env.SEAL_P12 ? { p12: path.resolve(env.SEAL_P12) } : {}),
      ...(env.TSA_URL ? { tsaUrl: env.TSA_URL } : {}),
    },
    /** The bearer token /metrics asks for; undefined: no metrics (404). */
    metricsToken: env.METRICS_TOKEN,
  };
}

function filesOf(env: Pick<z.output<typeof envSchema>, 'S3_URL' | 'DATABASE_URL'>): FilesSetting {
  if (env.S3_URL) return { kind: 's3', s3: env.S3_URL };
  return env.DATABASE_URL ? { kind: 'database' } : { kind: 'folder' };
}

/** OpenStreetMap's tiles unless configured; none in tests (an offline machine) or when asked. */
function mapTilesOf(env: z.output<typeof envSchema>) {
  const url = env.MAP_TILE_URL ?? (env.NODE_ENV === 'test' ? NO_TILES : OSM_TILES.url);
  if (url === NO_TILES) return null;
  const attribution = env.MAP_TILE_ATTRIBUTION ?? (url === OSM_TILES.url ? OSM_TILES.attribution : '');
  return { url, attribution };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.output<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`));
  }
  return parsed.data;
}

/** Reads and validates the environment; throws a ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  return { ...toConfig(parseEnv(envSchema, env)), ...overrides };
}

const storageSchema = z.object({
  DATA_DIR: envSchema.shape.DATA_DIR,
  DATABASE_URL: envSchema.shape.DATABASE_URL,
  S3_URL: envSchema.shape.S3_URL,
});

/** Where the data is, and nothing else the server needs (npm run backup and restore). */
export function loadStorageConfig(
  env: NodeJS.ProcessEnv = process.env,
): Pick<Config, 'dataDir' | 'databaseUrl' | 'files'> {
  const storage = parseEnv(storageSchema, env);
  return { dataDir: path.resolve(storage.DATA_DIR), databaseUrl: storage.DATABASE_URL, files: filesOf(storage) };
}
