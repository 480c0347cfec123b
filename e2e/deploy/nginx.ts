import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const NGINX = '/usr/sbin/nginx';

/** What the site's production values become here (see the placeholders named at the top of the site). */
export interface SitePlaces {
  upstreams: [number, number];
  httpPort: number;
  httpsPort: number;
  certificate: string;
  key: string;
}

/** Replaces `from` by `to` where it occurs exactly `times` times, so a changed site fails here rather than later. */
function replaceExactly(text: string, from: string, to: string, times: number): string {
  const parts = text.split(from);
  if (parts.length - 1 !== times)
    throw new Error(`the nginx site has "${from}" ${parts.length - 1} times, not ${times}`);
  return parts.join(to);
}

/** The site with only its ports and paths replaced. */
export function renderSite(site: string, places: SitePlaces): string {
  const [one, two] = places.upstreams;
  let text = replaceExactly(site, 'server 127.0.0.1:3001 ', `server 127.0.0.1:${one} `, 1);
  text = replaceExactly(text, 'server 127.0.0.1:3002 ', `server 127.0.0.1:${two} `, 1);
  text = replaceExactly(text, 'listen 80;', `listen 127.0.0.1:${places.httpPort};`, 1);
  text = replaceExactly(text, 'listen 443 ', `listen 127.0.0.1:${places.httpsPort} `, 1);
  text = replaceExactly(text, '/etc/ssl/bayan/fullchain.pem', places.certificate, 1);
  return replaceExactly(text, '/etc/ssl/bayan/privkey.pem', places.key, 1);
}

/**
 * A whole nginx.conf around the site, as Debian's /etc/nginx/nginx.conf holds sites-enabled: in the
 * foreground, every file under `prefix` (pid, logs, temporary bodies), nothing of /etc, /run or /var.
 * The access log names, for each request, the X-Deploy-Request header the test sent and the
 * upstream that answered it: how the test knows which process served what.
 */
export function nginxConf(prefix: string, site: string): string {
  const temp = (kind: string) => `${kind}_temp_path ${path.join(prefix, kind)};`;
  return [
    'daemon off;',
    // One worker: its turns between the two processes are one sequence (requests sent one after
    // another alternate), which the test's proofs across processes rely on.
    'worker_processes 1;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    // Fields apart by |: $upstream_addr lists every process tried, "a, b".
    `  log_format deploy '$http_x_deploy_request|$request_method|$status|$upstream_addr|$upstream_status';`,
    `  access_log ${path.join(prefix, 'access.log')} deploy;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${temp(kind)}`),
    site,
    '}',
    '',
  ].join('\n');
}

/** `nginx -t` on the config: its verdict and what it printed. */
export function nginxTest(prefix: string, conf: string): { ok: boolean; output: string } {
  const result = spawnSync(NGINX, ['-t', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/** A request as nginx's access log has it. */
export interface Logged {
  method: string;
  status: number;
  /** Every process tried, in order: two when nginx passed the request on to the next. */
  upstreams: string[];
}

export interface Nginx {
  /**
   * The access log, by X-Deploy-Request, once it has the lines of these requests: nginx writes a
   * line after the answer is sent, so a client may read its answer first (a stream's, when it ends).
   */
  logged(ids: string[]): Promise<Map<string, Logged>>;
  stop(): Promise<void>;
}

/**
 * Starts nginx on `conf` and waits until it answers on `port`. As root, its workers run as nobody:
 * they must reach the folder (0755) for the temporary files the master creates for them there.
 */
export async function startNginx(prefix: string, conf: string, port: number): Promise<Nginx> {
  chmodSync(prefix, 0o755);
  const child = spawn(NGINX, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  // However the test process ends, nginx ends with it.
  const orphan = () => child.pid && child.exitCode === null && process.kill(-child.pid, 'SIGKILL');
  process.once('exit', orphan);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => process.off('exit', orphan));
  const nginx: Nginx = {
    logged: (ids) => loggedLines(prefix, ids),
    stop: async () => stopGroup(child, exited),
  };
  try {
    await listening(child, port);
  } catch (error) {
    await nginx.stop();
    const log = existsSync(path.join(prefix, 'error.log')) ? readFileSync(path.join(prefix, 'error.log'), 'utf8') : '';
    throw new Error(`${(error as Error).message}\n${output}\n${log}`);
  }
  return nginx;
}

async function listening(child: ChildProcess, port: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer on port ${port} within 30 s`);
}

async function stopGroup(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

async function loggedLines(prefix: string, ids: string[]): Promise<Map<string, Logged>> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const log = accessLog(prefix);
    const missing = ids.filter((id) => !log.has(id));
    if (missing.length === 0) return log;
    if (Date.now() > deadline) throw new Error(`not in nginx's access log: ${missing.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function accessLog(prefix: string): Map<string, Logged> {
  const file = path.join(prefix, 'access.log');
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  const log = new Map<string, Logged>();
  for (const [id, method, status, upstreams] of lines.map((line) => line.split('|'))) {
    if (id && upstreams) log.set(id, { method: method!, status: Number(status), upstreams: upstreams.split(', ') });
  }
  return log;
}

/** Writes the whole nginx.conf for the site into `prefix`; its path. */
export function writeConf(prefix: string, site: string, places: SitePlaces): string {
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConf(prefix, renderSite(site, places)));
  return conf;
}
