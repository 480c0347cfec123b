import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Setting } from '@bayan/shared';
import { DEMO_SETTINGS } from './settings.seed.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: { authorization: string };
let byKey: Record<string, Setting>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer('admin@bayan.local');
  const page = (await t.app.inject({ method: 'GET', url: '/api/settings?limit=100', headers: admin })).json<
    Page<Setting>
  >();
  byKey = Object.fromEntries(page.data.map((s) => [s.key, s]));
});
afterAll(() => t.close());

const patch = (key: string, value: unknown, lang = 'ar') =>
  t.app.inject({
    method: 'PATCH',
    url: `/v1/api/settings/${byKey[key]!.pubkey}`,
    headers: { ...admin, 'accept-language': lang },
    payload: { value },
  });
const publicSettings = async () => (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json();

describe('GET /api/settings', () => {
  it('is for ADMIN only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
    const member = await t.bearer('member@bayan.local');
    expect((await t.app.inject({ method: 'GET', url: '/api/settings', headers: member })).statusCode).toBe(403);
  });

  it('lists the seeded settings with their labels, filtered by group', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings', headers: admin });
    const page = res.json<Page<Setting>>();
    expect(page).toMatchObject({ total: 13, currentPage: 1 });
    expect(page.data.map((s) => s.key)).toEqual([
      'site_name',
      'contact_email',
      'contact_phone',
      'default_language',
      'site_home',
      'registration_open',
      'otp_required_at_signup',
      'mfa_required_for_staff_doctors',
      'endowment_signing_reminder_days',
      'clinic_cancellation_cutoff_hours',
    ]);
    expect(page.data[0]).toEqual({
      pubkey: expect.stringMatching(/^[\w-]{22}$/),
      key: 'site_name',
      type: 'text',
      group: 'general',
      value: 'بيان',
      labelAr: 'اسم الموقع',
      labelEn: 'Site name',
      descriptionAr: expect.any(String),
      descriptionEn: expect.any(String),
      updatedAt: expect.stringMatching(/Z$/),
    });
    const clinic = await t.app.inject({ method: 'GET', url: '/api/settings?group=clinic', headers: admin });
    expect(clinic.json<Page<Setting>>().data).toEqual([
      expect.objectContaining({ key: 'clinic_cancellation_cutoff_hours', type: 'number', value: 24 }),
      expect.objectContaining({ key: 'clinic_min_notice_minutes', type: 'number', value: 60 }),
      expect.objectContaining({ key: 'clinic_waitlist_hold_minutes', type: 'number', value: 15 }),
      expect.objectContaining({ key: 'clinic_pending_confirm_hours', type: 'number', value: 2 }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings?group=x', headers: admin })).statusCode).toBe(400);
  });
});

describe('GET /api/settings/public', () => {
  it('answers anyone with the public site settings; the demo publishes contact details', async () => {
    expect(await publicSettings()).toEqual({
      siteName: 'بيان',
      defaultLanguage: 'ar',
      homePage: 'names',
      registrationOpen: true,
      otpRequiredAtSignup: false,
      contactEmail: DEMO_SETTINGS.contact_email,
      contactPhone: DEMO_SETTINGS.contact_phone,
      // Tests configure no tile server: the map picker draws its blank layer.
      mapTiles: null,
    });
  });

  it('has no contact details without demo data (empty is null)', async () => {
    const bare = await createTestApp({ BAYAN_DEMO: '0' });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/api/settings/public' });
      expect(res.json()).toMatchObject({ contactEmail: null, contactPhone: null });
    } finally {
      await bare.close();
    }
  });
});

describe('the public home page (site_home)', () => {
  it('leads with the clinics when an admin chooses them, and refuses a site that does not exist', async () => {
    expect((await patch('site_home', 'shop', 'en')).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ path: 'body.value' })],
    });
    expect((await patch('site_home', 'clinic')).statusCode).toBe(200);
    expect(await publicSettings()).toMatchObject({ homePage: 'clinic' });
    expect((await patch('site_home', 'names')).statusCode).toBe(200);
    expect(await publicSettings()).toMatchObject({ homePage: 'names' });
  });

  it('falls back to the site whose module is on', async () => {
    const namesOnly = await createTestApp({ BAYAN_MODULES: 'names' });
    try {
      const admin = await namesOnly.bearer('admin@bayan.local');
      const list = await namesOnly.app.inject({ method: 'GET', url: '/api/settings?limit=100', headers: admin });
      const home = list.json<Page<Setting>>().data.find((s) => s.key === 'site_home')!;
      const res = await namesOnly.app.inject({
        method: 'PATCH',
        url: `/api/settings/${home.pubkey}`,
        headers: admin,
        payload: { value: 'clinic' },
      });
      expect(res.statusCode).toBe(200);
      const shown = await namesOnly.app.inject({ method: 'GET', url: '/api/settings/public' });
      expect(shown.json()).toMatchObject({ homePage: 'names' });
    } finally {
      await namesOnly.close();
    }
  });
});

describe('PATCH /api/settings/:pubkey', () => {
  it.each([
    ['site_name', '  مركز بيان  ', 'مركز بيان'],
    ['contact_email', ' Info@Bayan.SA ', 'info@bayan.sa'],
    ['contact_phone', '٠٥١٢٣٤٥٦٧٨', '+966512345678'],
    ['clinic_cancellation_cutoff_hours', 168, 168],
    ['registration_open', false, false],
    ['default_language', 'en', 'en'],
  ])('accepts a valid %s', async (key, value, stored) => {
    const res = await patch(key, value);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ key, value: stored, pubkey: byKey[key]!.pubkey });
  });

  it.each([
    ['site_name', ''],
    ['site_name', 'x'.repeat(201)],
    ['site_name', 5],
    ['contact_email', 'not-an-email'],
    ['contact_phone', '0112345678'],
    ['clinic_cancellation_cutoff_hours', 169],
    ['clinic_cancellation_cutoff_hours', -1],
    ['clinic_cancellation_cutoff_hours', 2.5],
    ['clinic_cancellation_cutoff_hours', '24'],
    ['registration_open', 'yes'],
    ['default_language', 'fr'],
  ])('refuses %s = %j with a field detail at body.value', async (key, value) => {
    const res = await patch(key, value, 'en');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details).toEqual([{ path: 'body.value', code: expect.any(String), message: expect.any(String) }]);
  });

  it('explains a refusal in the caller language', async () => {
    expect((await patch('contact_email', 'nope', 'en')).json().details[0].message).toBe(
      'Please enter a valid email address.',
    );
    expect((await patch('contact_phone', '123', 'ar')).json().details[0].message).toBe(
      'أدخل رقم جوال سعودياً صحيحاً، مثل \u2066٠٥١٢٣٤٥٦٧٨\u2069.',
    );
    const missing = await t.app.inject({
      method: 'PATCH',
      url: `/api/settings/${byKey.site_name!.pubkey}`,
      headers: admin,
      payload: {},
    });
    expect(missing.json().details[0].path).toBe('body.value');
  });

  it('answers 404 for an unknown setting and 403 for a non-admin', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/NoSuchSettingWithThis0',
      headers: admin,
      payload: { value: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('SETTINGS_NOT_FOUND');
    const malformed = await t.app.inject({ method: 'PATCH', url: '/api/settings/nope', headers: admin, payload: {} });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details.map((d: { path: string }) => d.path)).toContain('params.pubkey');
    const member = await t.bearer('member@bayan.local');
    const forbidden = await t.app.inject({
      method: 'PATCH',
      url: `/api/settings/${byKey.site_name!.pubkey}`,
      headers: member,
      payload: { value: 'x' },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('is audited, read by other modules, public where it should be, and kept by the seed', async () => {
    expect((await patch('clinic_cancellation_cutoff_hours', 48)).statusCode).toBe(200);
    expect(await t.app.services.settings.get('clinic_cancellation_cutoff_hours')).toBe(48);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/events?entity=setting&entityId=${byKey.clinic_cancellation_cutoff_hours!.pubkey}`,
      headers: admin,
    });
    const [latest] = audit.json().data;
    expect(latest).toMatchObject({ action: 'setting.update', before: { value: 168 }, after: { value: 48 } });
    expect(latest.actor.name).toBe('مدير النظام');

    expect((await patch('contact_email', '')).json().value).toBe('');
    expect(await publicSettings()).toEqual({
      siteName: 'مركز بيان',
      defaultLanguage: 'en',
      homePage: 'names',
      registrationOpen: false,
      otpRequiredAtSignup: false,
      contactEmail: null,
      contactPhone: '+966512345678',
      mapTiles: null,
    });

    await t.app.services.settings.seedDefaults();
    expect(await t.app.services.settings.get('clinic_cancellation_cutoff_hours')).toBe(48);
    const again = (await t.app.inject({ method: 'GET', url: '/api/settings?limit=100', headers: admin })).json<
      Page<Setting>
    >();
    expect(again.total).toBe(13);
    expect(again.data.map((s) => s.pubkey)).toEqual(Object.values(byKey).map((s) => s.pubkey));
  });
});
