import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobsRepository } from '../../lib/jobs/jobs.repository.js';
import { CountCache } from '../../lib/list/count-cache.js';
import { OutboxRepository } from '../../modules/outbox/outbox.repository.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const TOKEN = 'metrics-token-for-the-test-0123';
const scrape = (t: TestApp, authorization = `Bearer ${TOKEN}`) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });

/** The value of the sample of `name` whose labels include `labels`. */
function sample(families: PrometheusFamily[], name: string, labels: Record<string, string> = {}) {
  const family = families.find((f) => f.name === name);
  const found = family?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  return found && Number(found.value);
}

/**
 * One labelled series of a histogram, parsed on its own: the parser folds all of a histogram's
 * series into one (it keeps the buckets of unlabelled histograms only), so it is given the lines
 * of one series, whose labels are then known.
 */
function histogram(text: string, name: string, labels: string) {
  const lines = text.split('\n').filter((line) => line.startsWith('# ') || line.includes(labels));
  const family = parsePrometheusTextFormat(lines.join('\n')).find((f) => f.name === name);
  return { type: family?.type, buckets: family?.metrics[0]?.buckets ?? {} };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

describe('GET /metrics', () => {
  it('asks for the token as a bearer, compared whole', async () => {
    for (const authorization of ['', 'Bearer', `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`]) {
      const res = await scrape(t, authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toEqual({ code: 'METRICS_TOKEN_REQUIRED', message: expect.stringContaining('Bearer') });
    }
    const en = await t.app.inject({ method: 'GET', url: '/metrics', headers: { 'accept-language': 'en' } });
    expect(en.json().message).toBe('The metrics token is required as Authorization: Bearer.');
    // A refused scrape is an answer too.
    const families = parsePrometheusTextFormat((await scrape(t)).body);
    expect(sample(families, 'bayan_http_requests_total', { route: '/metrics', status: '401' })).toBe(6);
  });

  it('counts and times each answer by route pattern and status, never by raw URL', async () => {
    for (const url of ['/api/health', '/v1/api/health', '/api/names/7', '/api/names/8', '/api/nothing-here?q=secret']) {
      await t.app.inject({ method: 'GET', url });
    }
    const res = await scrape(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const families = parsePrometheusTextFormat(res.body);
    const requests = { method: 'GET', route: '/api/health', status: '200' };
    expect(sample(families, 'bayan_http_requests_total', requests)).toBe(2);
    expect(sample(families, 'bayan_http_requests_total', { route: '/api/names/:id', status: '200' })).toBe(2);
    expect(sample(families, 'bayan_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    const latency = histogram(res.body, 'bayan_http_request_duration_seconds', 'method="GET",route="/api/health"');
    expect(latency.type).toBe('HISTOGRAM');
    expect(Number(latency.buckets['+Inf'])).toBe(2);
    expect(res.body).not.toContain('nothing-here');
  });

  it("shows prom-client's process metrics, the event loop's lag among them", async () => {
    const families = parsePrometheusTextFormat((await scrape(t)).body);
    const names = families.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['nodejs_eventloop_lag_seconds', 'process_resident_memory_bytes']));
    expect(sample(families, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('reads jobs due, running and failed per type at each scrape', async () => {
    const jobs = new JobsRepository(t.database.db);
    const now = new Date();
    const job = (status: 'pending' | 'running' | 'done' | 'failed', runAt = now) =>
      jobs.insert({ type: 'metrics.test', payload: {}, status, runAt, maxAttempts: 1, createdAt: now });
    // No handler has this type: the runner leaves the rows as they are.
    await job('pending');
    await job('pending');
    await job('pending', new Date(now.getTime() + 3600_000));
    await job('running');
    await job('failed');
    await job('done');
    const families = parsePrometheusTextFormat((await scrape(t)).body);
    const count = (state: string) => sample(families, 'bayan_jobs', { type: 'metrics.test', state });
    expect([count('due'), count('running'), count('failed')]).toEqual([2, 1, 1]);
  });

  it('reads outbox messages by channel and state at each scrape', async () => {
    const outbox = new OutboxRepository(t.database.db, new CountCache());
    const message = (channel: 'email' | 'sms') =>
      t.app.services.outbox.send(
        channel === 'email'
          ? { channel, recipient: 'r@test.local', subject: 's', body: 'b', html: '<p>b</p>' }
          : { channel, recipient: '+966500000000', subject: 's', body: 'b' },
      );
    await message('sms');
    await outbox.markSent((await message('sms')).id, new Date());
    await outbox.markFailed((await message('email')).id, 'refused');
    await message('email');
    const families = parsePrometheusTextFormat((await scrape(t)).body);
    const count = (channel: string, state: string) => sample(families, 'bayan_outbox_messages', { channel, state });
    expect([count('sms', 'queued'), count('sms', 'sent'), count('email', 'failed'), count('email', 'queued')]).toEqual([
      1, 1, 1, 1,
    ]);
  });

  it("shows the PostgreSQL pool's connections, with DATABASE_URL only", async () => {
    const families = parsePrometheusTextFormat((await scrape(t)).body);
    const total = sample(families, 'bayan_db_pool_connections', { state: 'total' });
    if (t.database.kind === 'postgres') {
      expect(total).toBeGreaterThanOrEqual(1);
      expect(sample(families, 'bayan_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else expect(total).toBeUndefined();
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no metrics: /metrics is not found', async () => {
    const off = await createTestApp();
    const res = await scrape(off);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    await off.close();
  });
});
