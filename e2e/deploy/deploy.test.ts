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
    expect(String(page.body)).toContain('<base href="/bayan/">');
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
});
