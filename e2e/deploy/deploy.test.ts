import { spawn } from 'node:child_process';
import { logInFully, type Post } from '../../bench/src/support/second-factor.js';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import type { Notification, Tokens } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from './client.js';
import { bookableSlots, createAccount, freeSlots, isoDay } from './clinic.js';
import { ADMIN, ENV_FILE, startDeployment, UNIT, type Deployment } from './deployment.js';
import { steadyLoad, type Sent } from './load.js';
import { openStream } from './stream.js';
import { instanceLaunch, readServiceUnit, SYSTEMD_ANALYZE, unitProblems } from './systemd-unit.js';

/**
 * Issue 31's deployment, as the README's Deployment section describes it and with its very files:
 * one PostgreSQL, two built API processes started from deploy/systemd/bayan@.service (each its own
 * DATA_DIR, BASE_PATH=/bayan, TRUST_PROXY=1), nginx on deploy/nginx/bayan.conf over TLS in front.
 * Every request goes through nginx; nginx's access log tells which process answered it.
 */
let deployment: Deployment;
let admin: Client;
let adminPubkey: string;

beforeAll(async () => {
  deployment = await startDeployment();
  // Through nginx: the SUPERADMIN links its authenticator app at this first login, as it must.
  const post: Post = async (path, payload, token) => {
    const client = token ? deployment.client.as(token) : deployment.client;
    return (await client.expect(200, 'POST', path, payload)).body as never;
  };
  const body: Tokens = await logInFully(post, 'deploy|admin', ADMIN);
  admin = deployment.client.as(body.access_token);
  adminPubkey = body.profile.pubkey;
}, 300_000);
afterAll(() => deployment?.close());

/** The processes that answered a request, in the order nginx tried them. */
const servedBy = async (id: string) => (await deployment.nginx.logged([id])).get(id)!.upstreams;

/** A passive PDF of about `size` bytes: more than nginx's default 1 MiB body, less than the server's 5 MiB. */
function pdfOf(size: number): Buffer {
  const filler = randomBytes(size / 2).toString('hex');
  return Buffer.from(
    `%PDF-1.4\n1 0 obj <</Length ${filler.length}>> stream\n${filler}\nendstream endobj\ntrailer <<>>\n%%EOF\n`,
  );
}

const tally = (values: (string | number)[]) =>
  values.reduce<Record<string, number>>((counts, v) => ({ ...counts, [v]: (counts[v] ?? 0) + 1 }), {});

describe('two API processes on one PostgreSQL behind nginx, under /bayan', () => {
  it('runs the shipped site as written: nginx -t passes, HTTPS with HSTS, plain HTTP sent to HTTPS', async () => {
    expect(deployment.nginxTest.output).toContain('syntax is ok');
    expect(deployment.nginxTest.output).toContain('test is successful');

    const health = await deployment.client.send('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await deployment.client.send('GET', '/api/ready')).status).toBe(200);
    const plain = await fetch(`${deployment.httpUrl}/bayan/api/health`, { redirect: 'manual' });
    expect([plain.status, plain.headers.get('location')]).toEqual([301, 'https://127.0.0.1/bayan/api/health']);

    // BASE_PATH and PUBLIC_URL through the proxy: the page's base, robots.txt at the host's root.
    const page = await deployment.root.send('GET', '/bayan/');
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('<base href="/bayan/" />');
    expect((await deployment.root.send('GET', '/bayan')).headers.get('location')).toBe('/bayan/');
    const robots = await deployment.root.send('GET', '/robots.txt');
    expect(String(robots.body)).toContain(`Sitemap: ${deployment.url}/sitemap.xml`);
  });

  it('refuses to start on the shipped settings file until its secrets are filled in', async () => {
    const shipped = deployment.paths.map(([from, to]): [string, string] => [
      from,
      from.endsWith('.env') ? ENV_FILE : to,
    ]);
    const launch = instanceLaunch(readServiceUnit(UNIT), '3001', shipped);
    const child = spawn(launch.command, launch.args, {
      cwd: launch.cwd,
      env: { PATH: process.env.PATH, ...launch.env },
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code, output).toBe(1);
    for (const key of ['DATABASE_URL', 'JWT_SECRET', 'BAYAN_ADMIN_PASSWORD']) expect(output).toContain(`  - ${key}: `);
  });

  it.skipIf(!existsSync(SYSTEMD_ANALYZE))('ships a unit that systemd-analyze verify finds nothing wrong with', () => {
    expect(unitProblems(UNIT)).toEqual([]);
  });

  it('serves through one process a file uploaded through the other', async () => {
    const scan = pdfOf(3 * 1024 * 1024);
    const upload = await createAccount(
      admin,
      'USER',
      'scan',
      new Blob([new Uint8Array(scan)], { type: 'application/pdf' }),
    );
    const uploadedTo = await servedBy(upload.id);
    // nginx takes turns: the next download or the one after is the other process's.
    const downloads: string[] = [];
    do {
      const download = await admin.send<Buffer>('GET', `/api/users/${upload.pubkey}/file`);
      expect(download.status).toBe(200);
      expect(download.body.equals(scan), 'the downloaded bytes are the uploaded ones').toBe(true);
      downloads.push((await servedBy(download.id)).join());
    } while (downloads.at(-1) === uploadedTo.join() && downloads.length < 4);
    expect(uploadedTo).toHaveLength(1);
    expect(
      downloads.at(-1),
      `uploaded through ${uploadedTo.join()}, downloaded through ${downloads.join(' then ')}`,
    ).not.toBe(uploadedTo.join());
  });

  it('gives each slot to exactly one of a storm of bookings sent through both processes', async () => {
    const PATIENTS = 8;
    const SLOTS = 5;
    const clinic = await bookableSlots(admin, PATIENTS, SLOTS);
    // Every patient wants every slot, all at once: nginx spreads the 40 bookings over both processes.
    const attempts = clinic.slots.flatMap((start) => clinic.patients.map((patient) => ({ start, patient })));
    const answers = await Promise.all(
      attempts.map(({ start, patient }) =>
        admin.send<{ status?: string; code?: string }>('POST', '/api/appointments', {
          doctorPubkey: clinic.doctor,
          consultationType: clinic.type,
          start,
          patientPubkey: patient,
        }),
      ),
    );
    const log = await deployment.nginx.logged(answers.map((a) => a.id));
    const byProcess = tally(answers.map((a) => log.get(a.id)!.upstreams.join()));
    const booked = attempts.filter((_, n) => answers[n]!.status === 201).map((a) => a.start);
    process.stdout.write(
      `booking storm: ${answers.length} bookings of ${SLOTS} slots, answers ${JSON.stringify(tally(answers.map((a) => a.status)))}, ` +
        `codes ${JSON.stringify(tally(answers.map((a) => a.body.code ?? 'created')))}, by process ${JSON.stringify(byProcess)}\n`,
    );
    expect(Object.keys(byProcess).sort()).toEqual(deployment.processes.map((p) => p.upstream).sort());
    expect(tally(answers.map((a) => a.status))).toEqual({ 201: SLOTS, 409: SLOTS * (PATIENTS - 1) });
    expect(booked.sort()).toEqual([...clinic.slots].sort());
    // Read back through either process: none of the slots is free any more.
    const free = await freeSlots(admin, clinic.doctor, isoDay(2), isoDay(3));
    expect(clinic.slots.filter((start) => free.includes(start))).toEqual([]);
  });

  it('delivers a notification caused through one process to a live stream held by the other', async () => {
    // Opened one after the other, nginx gives the two streams to the two processes in turn.
    const streams = [await openStream(admin), await openStream(admin)];
    const title = `deployment ${randomBytes(4).toString('hex')}`;
    const announced = await admin.send('POST', '/api/notifications', {
      title,
      description: 'A notification that crosses processes',
      to: { pubkey: adminPubkey },
    });
    expect(announced.status).toBe(201);
    const isIt = (n: Notification) => n.title === title;
    const received = await Promise.all(streams.map((stream) => stream.next(isIt, 15_000)));
    streams.forEach((stream) => stream.close());
    expect(received.map((n) => n.title)).toEqual([title, title]);
    const holders = await Promise.all(streams.map((stream) => servedBy(stream.id)));
    const announcer = await servedBy(announced.id);
    process.stdout.write(
      `live notification: announced through ${announcer.join()}, received on streams held by ${holders.join(' and ')}\n`,
    );
    expect(new Set(holders.map((h) => h.join())).size, 'the streams are held by both processes').toBe(2);
  });

  it('keeps serving through the other process when one is killed (SIGKILL) under load', async () => {
    const [survivor, victim] = deployment.processes;
    const announce = (id: string) =>
      admin.send(
        'POST',
        '/api/notifications',
        { title: 'load', description: 'steady', to: { pubkey: adminPubkey } },
        id,
      );
    const unread = (id: string) => admin.send('GET', '/api/notifications/unread-count', undefined, id);
    const WORKERS = 6;
    // Three requests in turn on two processes: each process gets both kinds (two would keep step with nginx's turns).
    const load = steadyLoad(WORKERS, [
      ['GET', unread],
      ['POST', announce],
      ['POST', announce],
    ]);
    let sent: Sent[] = [];
    let killedAt = 0;
    let deadAt = 0;
    try {
      await load.until((done) => done.length >= 100, 60_000);
      killedAt = Date.now();
      await victim.kill();
      // Reaped: every connection of the killed process is closed from here on.
      deadAt = Date.now();
      await load.until((done) => done.filter((s) => s.startedAt > deadAt).length >= 300, 120_000);
    } finally {
      sent = await load.stop();
    }
    const log = await deployment.nginx.logged(sent.filter((s) => s.status > 0).map((s) => s.id));
    const tried = (s: Sent) => log.get(s.id)?.upstreams ?? [];
    // Open on the killed process when it died: nginx had sent it there, and the answer came after the signal.
    const open = sent.filter((s) => tried(s)[0] === victim.upstream && s.startedAt < deadAt && s.endedAt > killedAt);
    const failed = sent.filter((s) => s.status === 0 || s.status >= 500);
    const after = sent.filter((s) => s.startedAt > deadAt);
    const view = (list: Sent[]) => JSON.stringify(tally(list.map((s) => `${s.method} ${s.status}`)));
    process.stdout.write(
      `kill -9 under load (${WORKERS} clients): ${sent.length - after.length} requests before the process died ` +
        `(${deadAt - killedAt} ms after the signal), ${after.length} after, all ${view(after)}; open on the killed ` +
        `process: ${view(open)} (a GET passed on to the other by nginx, a POST not); 5xx or no answer: ${view(failed)}\n`,
    );
    // The killed process's own: a POST open there when it died, which nginx does not send again (it
    // cannot know whether it was done). Nothing else may fail, and nothing sent after the death.
    const own = (s: Sent) => s.method === 'POST' && open.includes(s) && tried(s).length === 1;
    expect(failed.filter((s) => !own(s))).toEqual([]);
    expect(after.filter((s) => s.status !== (s.method === 'GET' ? 200 : 201))).toEqual([]);
    expect(after.filter((s) => tried(s).at(-1) !== survivor.upstream)).toEqual([]);
    expect(new Set(after.map((s) => s.method))).toEqual(new Set(['GET', 'POST']));
  });
});
