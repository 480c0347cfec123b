import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../lib/clock.js';
import { CountCache } from '../../lib/list/count-cache.js';
import { NamesRepository } from '../../modules/names/names.repository.js';
import { insertClinic } from '../../test/clinic-fixtures.js';
import { fakeWebDist } from '../../test/fake-web-dist.js';
import { insertDoctorProfile, insertSpeciality } from '../../test/people-fixtures.js';
import { sitemapSchemaErrors } from '../../test/sitemap-schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { robotsTxt } from './robots-txt.js';

const SITE = 'https://example.org/bayan';
const FIVE_MINUTES = 5 * 60_000;

const dist = fakeWebDist();
const clock = new FakeClock();
let t: TestApp;
let hideName: (id: number) => Promise<unknown>;
const key: Record<string, string> = {};

/**
 * The whole product under /bayan with the built web app: name 7 hidden; a listed cardiologist, a
 * BLOCKED dermatologist, a DOCTOR account without a clinic profile, and a speciality nobody practises.
 */
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: dist.dir, BASE_PATH: '/bayan', PUBLIC_URL: 'https://example.org' }, { clock });
  const names = new NamesRepository(t.database.db, new CountCache());
  hideName = (id) => names.update(id, { isActive: false });
  await hideName(7);
  const clinic = await insertClinic(t, 'North');
  const cardio = await insertSpeciality(t, 'Cardiology');
  const derma = await insertSpeciality(t, 'Dermatology');
  const empty = await insertSpeciality(t, 'Nobody');
  const listed = await insertDoctorProfile(t, clinic, { firstName: 'Sara' }, { specialityId: cardio.id });
  const blocked = await insertDoctorProfile(t, clinic, { status: 'BLOCKED' }, { specialityId: derma.id });
  Object.assign(key, { cardio: cardio.pubkey, derma: derma.pubkey, empty: empty.pubkey });
  Object.assign(key, { listed: listed.pubkey, blocked: blocked.pubkey });
}, 180_000);
afterAll(async () => {
  await t.close();
  dist.remove();
});

const get = (app: TestApp, url: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.app.inject({ method, url, headers: { accept: 'text/html,*/*' } });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

describe('GET /sitemap.xml under BASE_PATH, every module on', () => {
  it('answers XML that sitemaps.org’s schema accepts, cacheable for five minutes', async () => {
    const res = await get(t, '/bayan/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(sitemapSchemaErrors(res.body)).toBeNull();
    const head = await get(t, '/bayan/sitemap.xml', 'HEAD');
    expect([head.statusCode, head.headers['content-type']]).toEqual([200, 'application/xml; charset=utf-8']);
  });

  it('lists the public pages, each active name, each listed doctor and each practised speciality', async () => {
    const { body } = await get(t, '/bayan/sitemap.xml');
    const core = ['/contact', '/privacy', '/login', '/register'];
    const clinic = ['/clinic', '/doctors', '/specialities', '/promotions', '/campaigns', '/about'];
    const names = Array.from({ length: 99 }, (_, i) => i + 1)
      .filter((id) => id !== 7)
      .map((id) => `/name/${id}`);
    expect(locs(body).filter((loc) => !loc.includes('lang='))).toEqual(
      [...core, '/home', ...names, ...clinic, `/doctors/${key.listed}`, `/doctors?speciality=${key.cardio}`].map(
        (path) => `${SITE}${path}`,
      ),
    );
    // Each page at its two language addresses too.
    expect(locs(body)).toHaveLength(3 * (core.length + 1 + names.length + clinic.length + 2));
    expect(locs(body)).toContain(`${SITE}/name/3?lang=en`);
    for (const hidden of [key.blocked, key.derma, key.empty]) expect(body).not.toContain(hidden);
  });

  it('gives each page its language alternates, the page itself, and the names and specialities their lastmod', async () => {
    const { body } = await get(t, '/bayan/sitemap.xml');
    const name = await t.app.services.names.getName(3, { canManage: false });
    expect(body).toContain(
      [
        `    <loc>${SITE}/name/3</loc>`,
        `    <lastmod>${name.updatedAt}</lastmod>`,
        `    <xhtml:link rel="alternate" hreflang="ar" href="${SITE}/name/3?lang=ar"/>`,
        `    <xhtml:link rel="alternate" hreflang="en" href="${SITE}/name/3?lang=en"/>`,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/name/3"/>`,
      ].join('\n'),
    );
    expect(body).toMatch(new RegExp(`speciality=${key.cardio}</loc>\\n    <lastmod>\\d{4}-\\d\\d-\\d\\dT`));
    expect(body).toContain(`href="${SITE}/doctors?speciality=${key.cardio}&amp;lang=en"`);
    expect(body).toContain(`<loc>${SITE}/doctors/${key.listed}</loc>\n    <xhtml:link`);
  });

  it('is built again once its five minutes are over', async () => {
    await get(t, '/bayan/sitemap.xml');
    await hideName(11);
    expect(locs((await get(t, '/bayan/sitemap.xml')).body)).toContain(`${SITE}/name/11`);
    clock.advance(FIVE_MINUTES);
    expect(locs((await get(t, '/bayan/sitemap.xml')).body)).not.toContain(`${SITE}/name/11`);
  });
});

describe('GET /robots.txt under BASE_PATH', () => {
  it('points at the sitemap and keeps crawlers out of the dashboard and the API', async () => {
    const res = await get(t, '/bayan/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    // Its lines are sitemap-xml.test.ts's: here, that the route answers them for this server.
    expect(res.body).toBe(robotsTxt('/bayan', `${SITE}/sitemap.xml`));
  });

  it('is not the web app’s page, and is not served outside the base path', async () => {
    expect((await get(t, '/bayan/robots.txt')).body).not.toContain('<html');
    expect((await get(t, '/robots.txt')).statusCode).toBe(404);
    expect((await get(t, '/sitemap.xml')).statusCode).toBe(404);
  });
});

describe('a switched-off module', () => {
  it('has no entries in the sitemap (no web app, no base path)', async () => {
    for (const [modules, kept, gone] of [
      ['names', ['/home', '/name/1'], ['/doctors', '/about']],
      ['clinic', ['/doctors', '/about'], ['/home', '/name/1']],
    ] as const) {
      const other = await createTestApp({ BAYAN_MODULES: modules, PUBLIC_URL: 'https://example.org' });
      try {
        const res = await get(other, '/sitemap.xml');
        expect(res.statusCode, modules).toBe(200);
        expect(sitemapSchemaErrors(res.body), modules).toBeNull();
        const paths = locs(res.body).map((loc) => loc.replace('https://example.org', ''));
        expect(paths, modules).toEqual(
          expect.arrayContaining(['/contact', '/privacy', '/login', '/register', ...kept]),
        );
        for (const path of gone)
          expect(
            paths.filter((p) => p.startsWith(path)),
            modules,
          ).toEqual([]);
        const robots = await get(other, '/robots.txt');
        expect(robots.body).toContain('Disallow: /dashboard\nDisallow: /api/\nDisallow: /v1/api/\nAllow: /\n');
        expect(robots.body).toContain('Sitemap: https://example.org/sitemap.xml\n');
      } finally {
        await other.close();
      }
    }
  }, 180_000);
});
