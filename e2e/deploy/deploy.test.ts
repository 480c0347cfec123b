import { randomBytes } from 'node:crypto';
import type { Notification, Tokens } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from './client.js';
import { bookableSlots, createAccount, freeSlots, isoDay } from './clinic.js';
import { ADMIN, startDeployment, type Deployment } from './deployment.js';
import { steadyLoad, type Sent } from './load.js';
import { openStream } from './stream.js';

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
  const { body } = await deployment.client.expect<Tokens>(200, 'POST', '/api/auth/login', ADMIN);
  admin = deployment.client.as(body.access_token);
  adminPubkey = body.profile.pubkey;
}, 300_000);
afterAll(() => deployment?.close());

/** The processes that answered a request, from nginx's log (waited for: a stream's line is written when it ends). */
async function servedBy(id: string): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const logged = deployment.nginx.log().get(id);
    if (logged) return logged.upstreams;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`request ${id} is not in nginx's access log`);
}

/** A passive PDF of about `size` bytes: more than nginx's default 1 MiB body, less than the server's 5 MiB. */
function pdfOf(size: number): Buffer {
  const filler = randomBytes(size / 2).toString('hex');
  return Buffer.from(`%PDF-1.4\n1 0 obj <</Length ${filler.length}>> stream\n${filler}\nendstream endobj\ntrailer <<>>\n%%EOF\n`);
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

  it('serves through one process a file uploaded through the other', async () => {
    const scan = pdfOf(3 * 1024 * 1024);
    const upload = await createAccount(admin, 'USER', 'scan', new Blob([scan], { type: 'application/pdf' }));
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
    expect(downloads.at(-1), `uploaded through ${uploadedTo.join()}, downloaded through ${downloads.join(' then ')}`).not.toBe(
      uploadedTo.join(),
    );
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
    const log = deployment.nginx.log();
    const byProcess = tally(answers.map((a) => log.get(a.id)?.upstreams.join() ?? 'not logged'));
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
    const announce = (id: string) =>
      admin.send('POST', '/api/notifications', { title: 'load', description: 'steady load', to: { pubkey: adminPubkey } }, id);
    const unread = (id: string) => admin.send('GET', '/api/notifications/unread-count', undefined, id);
    const WORKERS = 6;
    const load = steadyLoad(WORKERS, [
      ['GET', unread],
      ['POST', announce],
    ]);
    const [survivor, victim] = deployment.processes;
    let sent: Sent[] = [];
    let killedAt = 0;
    let deadAt = 0;
    try {
      await load.until((done) => done.length >= 60, 60_000);
      killedAt = Date.now();
      await victim.kill();
      deadAt = Date.now();
      await load.until((done) => done.filter((s) => s.startedAt > deadAt).length >= 120, 60_000);
    } finally {
      sent = await load.stop();
    }
    const log = deployment.nginx.log();
    const failed = sent.filter((s) => s.status === 0 || s.status >= 500);
    const after = sent.filter((s) => s.startedAt > deadAt);
    const retried = sent.filter((s) => (log.get(s.id)?.upstreams.length ?? 0) > 1);
    process.stdout.write(
      `kill -9 under load: ${sent.length} requests by ${WORKERS} clients, ${sent.length - after.length} sent before the ` +
        `process died (${deadAt - killedAt} ms after the signal), ${after.length} after; ${retried.length} passed on by ` +
        `nginx to the other process (${JSON.stringify(tally(retried.map((s) => s.method)))}); 5xx or no answer: ` +
        `${JSON.stringify(failed.map((s) => ({ method: s.method, status: s.status, upstreams: log.get(s.id)?.upstreams })))}\n`,
    );
    // What may fail: a POST (nginx never sends one twice) that the killed process had open when it died.
    for (const s of failed) {
      expect({ method: s.method, before: s.startedAt < deadAt, upstreams: log.get(s.id)?.upstreams }).toEqual({
        method: 'POST',
        before: true,
        upstreams: [victim.upstream],
      });
    }
    expect(failed.length).toBeLessThanOrEqual(WORKERS);
    expect(after.every((s) => s.status >= 200 && s.status < 300)).toBe(true);
    expect(tally(after.map((s) => s.method))).toEqual({ GET: expect.any(Number), POST: expect.any(Number) });
    expect(after.every((s) => log.get(s.id)?.upstreams.at(-1) === survivor.upstream)).toBe(true);
  });
});
