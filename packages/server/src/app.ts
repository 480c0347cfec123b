import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { serializerCompiler } from './lib/http/serializer.js';
import { fastifyTrustProxy } from './lib/http/trust-proxy.js';
import { isTrustedPeer, limitConnectionsPerIp } from './lib/http/connection-limits.js';
import access from './plugins/access.js';
import basePath, { stripBase } from './plugins/base-path.js';
import compression from './plugins/compression.js';
import docs from './plugins/docs.js';
import errors from './plugins/errors.js';
import jsonBody from './plugins/json-body.js';
import metrics from './plugins/metrics/index.js';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.js';
import noStore from './plugins/no-store.js';
import requestContext from './plugins/request-context.js';
import retryAfter from './plugins/retry-after.js';
import security from './plugins/security.js';
import seo from './plugins/seo/index.js';
import textInput from './plugins/text-input.js';
import web from './plugins/web.js';
import { APP_VERSION } from './lib/app-version.js';
import { systemClock, type Clock } from './lib/clock.js';
import { moveUploadsAtStart } from './lib/files/stores/move-local-files.js';
import type { ModuleName } from '@bayan/shared';
import { loggerOptions, type LogStream } from './lib/log/logger-options.js';
import { isOn, type AnyModule } from './lib/module/define-module.js';
import { moduleRoutes } from './lib/module/module-routes.js';
import { MODULES } from './modules/index.js';
import { closePrepared, prepare } from './prepare.js';
import type { Services } from './services.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    services: Services;
    appVersion: string;
    /** The business modules switched on (BAYAN_MODULES). */
    modules: ReadonlySet<ModuleName>;
  }
}

export interface BuildOptions {
  config: Config;
  /** An already open database (tests), left open when the app closes. */
  database?: Database;
  /**
   * The database the server began opening before it loaded this module (server.ts: PGlite's WebAssembly
   * compiles while the modules load), closed with the app; without either, one is opened from the config.
   */
  opening?: Promise<Database>;
  logger?: boolean;
  /** Where the log lines go (tests read them); stdout otherwise. */
  logStream?: LogStream;
  /** Tests move time with a FakeClock (expiry, throttling); the system clock otherwise. */
  clock?: Clock;
}

/** `/v1/api/x` and `/api/x` are the same route (PRODUCT.md §4). */
function stripVersion(url = '/'): string {
  return url.startsWith('/v1/api/') || url === '/v1/api' ? url.slice(3) : url;
}

export async function build({
  config,
  database: given,
  opening,
  logger = true,
  logStream,
  clock = systemClock,
}: BuildOptions): Promise<FastifyInstance> {
  const database = given ?? (await (opening ?? openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })));
  const prepared = await prepare(database, config, clock);
  const { services, shared } = prepared;

  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    rewriteUrl: (request) => stripVersion(stripBase(request.url ?? '/', config.basePath) ?? request.url),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    requestTimeout: config.connections.requestTimeoutMs,
    http: {
      requestTimeout: config.connections.requestTimeoutMs,
      headersTimeout: config.connections.headersTimeoutMs,
      connectionsCheckingInterval: config.connections.checkIntervalMs,
    },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  limitConnectionsPerIp(app.server, config.connections.maxPerIp, isTrustedPeer(config.trustProxy));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', { getter: () => database });
  app.decorate('services', services);
  app.decorate('appVersion', APP_VERSION);
  app.decorate('modules', config.modules);
  app.addHook('onReady', () => {
    app.log.info(services.outbox.describe());
    return services.jobRunner.start(app.log);
  });
  app.addHook('onClose', async () => {
    await closePrepared(prepared);
    if (!given) await database.close();
  });
  // Before the routes: a process serves only once its data folder's uploads are in the shared store.
  if (shared) await moveUploadsAtStart(database, shared, config.dataDir, app.log);

  await app.register(errors);
  // First: its hook times every route registered after it, the API documentation's too.
  await app.register(metrics, { token: config.metricsToken, clock });
  await app.register(retryAfter);
  await app.register(jsonBody);
  await app.register(security, { mapTiles: config.mapTiles });
  await app.register(noStore);
  await app.register(compression);
  await app.register(requestContext);
  await app.register(basePath, { basePath: config.basePath });
  await app.register(access);
  await app.register(textInput);
  await app.register(docs, { basePath: config.basePath });
  for (const module of MODULES as readonly AnyModule[]) {
    if (module.routes && isOn(module, config)) await app.register(moduleRoutes(module));
  }
  await app.register(seo, { config, clock });
  await app.register(web, {
    root: config.webDist,
    modules: config.modules,
    basePath: config.basePath,
    pageCacheSeconds: config.pageCacheSeconds,
  });
  return app;
}
