import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../bench/src/support/server-process.js';
import { createScratchDatabase } from '../crash/scratch-database.js';
import { launchServer, type ServerProcess } from '../crash/server-process.js';
import { Client } from './client.js';
import { selfSignedCertificate } from './certificate.js';
import { nginxTest, startNginx, writeConf, type Nginx } from './nginx.js';
import { instanceLaunch, readServiceUnit, type PathMap } from './systemd-unit.js';

const repo = path.resolve(import.meta.dirname, '../..');
export const SITE = path.join(repo, 'deploy/nginx/bayan.conf');
export const UNIT = path.join(repo, 'deploy/systemd/bayan@.service');
export const ENV_FILE = path.join(repo, 'deploy/systemd/bayan.env');
export const ADMIN = { login: 'admin@example.org', password: 'deployment test 2026' };
const START_TIMEOUT_MS = 150_000;

/** One API process as the unit started it, and the address nginx's log names it by. */
export interface ApiProcess extends ServerProcess {
  upstream: string;
}

export interface Deployment {
  /** https://127.0.0.1:PORT/bayan: the site through nginx. */
  url: string;
  /** The plain-HTTP server block's address (it only redirects). */
  httpUrl: string;
  processes: [ApiProcess, ApiProcess];
  nginx: Nginx;
  nginxTest: { ok: boolean; output: string };
  /** The API under /bayan, through nginx. */
  client: Client;
  /** The host's root, through nginx. */
  root: Client;
  /** How the test maps the unit's production paths. */
  paths: PathMap;
  close(): Promise<void>;
}

/**
 * The shipped settings file with the test's values below it (the later assignment wins, for
 * systemd as for Node's parser): what an operator fills in. TRUST_PROXY is the hop count.
 */
function settingsFile(folder: string, values: Record<string, string>): string {
  const file = path.join(folder, 'bayan.env');
  const lines = Object.entries(values).map(([key, value]) => `${key}=${value}`);
  writeFileSync(file, `${readFileSync(ENV_FILE, 'utf8')}\n# The deployment test's values\n${lines.join('\n')}\n`);
  return file;
}

/** Starts instance `port` of the unit; its data folder must be the test's own. */
async function startInstance(port: number, paths: PathMap, dataRoot: string): Promise<ApiProcess> {
  const launch = instanceLaunch(readServiceUnit(UNIT), String(port), paths);
  if (!launch.env.DATA_DIR?.startsWith(dataRoot)) throw new Error(`DATA_DIR ${launch.env.DATA_DIR} is not the test's`);
  mkdirSync(launch.env.DATA_DIR, { recursive: true, mode: 0o700 }); // systemd's StateDirectory=
  const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin', ...launch.env };
  const basePath = env.BASE_PATH ?? '';
  const server = await launchServer(
    { ...launch, env, baseUrl: `http://127.0.0.1:${port}${basePath}` },
    START_TIMEOUT_MS,
  );
  return { ...server, upstream: `127.0.0.1:${port}` };
}

/** What a started part is, or why it failed to start. */
function valueOf<T>(settled: PromiseSettledResult<T>): T {
  if (settled.status === 'rejected') throw settled.reason;
  return settled.value;
}

/**
 * A scratch PostgreSQL database, two API processes started from the systemd unit (each with its own
 * data folder) and nginx on the shipped site, all at once, torn down by close() (or at once when
 * any part fails to start).
 */
export async function startDeployment(): Promise<Deployment> {
  const undo: (() => unknown)[] = [];
  const close = async () => {
    for (const step of undo.splice(0).reverse()) await step();
  };
  try {
    const folder = mkdtempSync(path.join(tmpdir(), 'bayan-deploy-'));
    undo.push(() => rmSync(folder, { recursive: true, force: true }));
    const database = await createScratchDatabase('deploy');
    undo.push(() => database.drop());
    const [one, two, httpPort, httpsPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    const dataRoot = path.join(folder, 'data');
    const envFile = settingsFile(folder, {
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      BAYAN_ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_URL: `https://127.0.0.1:${httpsPort}`,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    });
    const paths: PathMap = [
      ['/etc/bayan/bayan.env', envFile],
      ['/var/lib/bayan', dataRoot],
      ['/usr/bin/node', process.execPath],
      ['/opt/bayan', repo],
    ];
    // Apart from the folder with the settings: nginx's workers (nobody, under root) must reach it.
    const prefix = mkdtempSync(path.join(tmpdir(), 'bayan-nginx-'));
    undo.push(() => rmSync(prefix, { recursive: true, force: true }));
    const tls = selfSignedCertificate(prefix);
    const conf = writeConf(prefix, readFileSync(SITE, 'utf8'), { upstreams: [one, two], httpPort, httpsPort, ...tls });
    const syntax = nginxTest(prefix, conf);
    if (!syntax.ok) throw new Error(`nginx -t refused the generated config:\n${syntax.output}`);
    const root = Client.trusting(`https://127.0.0.1:${httpsPort}`, tls.pem);
    undo.push(() => root.close());

    const [first, second, proxy] = await Promise.allSettled([
      startInstance(one, paths, dataRoot),
      startInstance(two, paths, dataRoot),
      startNginx(prefix, conf, httpPort),
    ]);
    for (const started of [first, second]) if (started.status === 'fulfilled') undo.push(() => started.value.kill());
    if (proxy.status === 'fulfilled') undo.push(() => proxy.value.stop());
    const processes: [ApiProcess, ApiProcess] = [valueOf(first), valueOf(second)];
    const nginx = valueOf(proxy);

    const url = `https://127.0.0.1:${httpsPort}/bayan`;
    return {
      url,
      httpUrl: `http://127.0.0.1:${httpPort}`,
      processes,
      nginx,
      nginxTest: syntax,
      client: root.at(url),
      root,
      paths,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
