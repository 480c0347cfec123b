import {
  ENDOWMENT_TYPES,
  reviewEndowment,
  type Endowment,
  type EndowmentListItem,
  type ProfileCompletion,
} from '@bayan/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffFileType } from '../../../lib/files/file-type.js';
import { FakeClock } from '../../../lib/clock.js';
import { rowsOf } from '../../../test/clinic-demo-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_ENDOWER, DEMO_ENDOWMENT_ACCOUNTS, DEMO_SUPERVISOR, DEMO_WITNESSES } from './demo-parties.js';

/** A Thursday morning in Riyadh: the drafts are dated 26 November 2026. */
const NOW = new Date('2026-11-26T06:00:00Z');
const TODAY = '2026-11-26';

const opened: TestApp[] = [];
/** A product with the endowments module on, as BAYAN_DEMO=1 starts it (the demo clinic, another module's, left out). */
async function open(options: { demo?: boolean; database?: TestApp['database'] } = {}) {
  const { demo = true, database } = options;
  const t = await createTestApp(
    { BAYAN_MODULES: 'endowments', BAYAN_DEMO: demo ? '1' : '0' },
    { clock: new FakeClock(NOW), config: { demoData: demo }, ...(database && { database }) },
  );
  opened.push(t);
  return t;
}
afterAll(async () => {
  for (const t of opened.reverse()) await t.close();
});

/** Everything the demo writes: deeds and their rows, files, accounts and the deeds' audit events. */
async function counts(t: TestApp) {
  const [row] = await rowsOf<Record<string, number>>(
    t,
    sql`select (select count(*) from endowments)::int deeds, (select count(*) from endowment_persons)::int persons,
      (select count(*) from endowment_assets)::int assets, (select count(*) from endowment_attachments)::int files,
      (select count(*) from users)::int users, (select count(*) from events where action like 'endowment.%')::int events`,
  );
  return row!;
}

let t: TestApp;
let endower: { authorization: string };
let deeds: Endowment[];
beforeAll(async () => {
  t = await open();
  endower = await t.bearer(DEMO_ENDOWER.email);
  const list = await t.app.inject({ method: 'GET', url: '/api/endowments?limit=10', headers: endower });
  expect(list.statusCode, list.body).toBe(200);
  deeds = [];
  for (const item of list.json<{ data: EndowmentListItem[] }>().data) {
    const read = await t.app.inject({ method: 'GET', url: `/api/endowments/${item.pubkey}`, headers: endower });
    expect(read.statusCode, read.body).toBe(200);
    deeds.push(read.json<Endowment>());
  }
}, 180_000);

describe('the endowment demo (BAYAN_DEMO=1)', () => {
  it('gives the demo endower four drafts, one of each type, dated today in both calendars', () => {
    expect(deeds.map((deed) => deed.type).sort()).toEqual([...ENDOWMENT_TYPES].sort());
    for (const deed of deeds) {
      expect(deed).toMatchObject({ status: 'DRAFT', gregorianDate: TODAY, hijriDate: '1448-06-16' });
      expect(deed.introduction).toContain('أوقفت');
      expect(deed.introduction).toContain('وقفاً صحيحاً شرعياً لا يباع ولا يوهب ولا يورث');
    }
    const assetTypes = new Set(deeds.flatMap((deed) => deed.assets!.map((asset) => asset.type)));
    expect([...assetTypes].sort()).toEqual([
      'company',
      'current_account',
      'gold',
      'real_estate',
      'silver',
      'stock_portfolio',
    ]);
  });

  it('passes every submit rule: the shared review finds nothing and POST …/review answers 200', async () => {
    for (const deed of deeds) {
      expect(deed.attachments.map((file) => [file.kind, file.fileType])).toEqual([['ID_CARD', 'image/png']]);
      const attachments = deed.attachments.map((file) => file.kind);
      expect(reviewEndowment(deed, { attachments, today: TODAY }), deed.type!).toEqual([]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/endowments/${deed.pubkey}/review`,
        headers: endower,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ valid: true });
    }
  });

  it('stores each ID card as a real PNG the download gives back', async () => {
    for (const deed of deeds) {
      const url = `/api/endowments/${deed.pubkey}/attachments/${deed.attachments[0]!.pubkey}`;
      const res = await t.app.inject({ method: 'GET', url, headers: endower });
      expect(res.statusCode, res.body).toBe(200);
      expect(sniffFileType(res.rawPayload)).toBe('image/png');
      expect(res.rawPayload.length).toBe(deed.attachments[0]!.fileSize);
    }
  });

  it('names the demo supervisor and witnesses by their accounts’ ID numbers, and shares of 100 %', () => {
    const idOf = (account: typeof DEMO_ENDOWER) => account.profile.idNumber;
    for (const deed of deeds) {
      expect(deed.endower).toMatchObject({ idNumber: idOf(DEMO_ENDOWER), email: DEMO_ENDOWER.email });
      expect(deed.supervisors!.map((p) => p.idNumber)).toEqual([idOf(DEMO_SUPERVISOR)]);
      expect(deed.witnesses!.map((p) => p.idNumber)).toEqual(DEMO_WITNESSES.map(idOf));
      const total = deed.beneficiaries!.reduce((sum, b) => sum + Number(b.ratio), 0);
      expect(total, deed.type!).toBe(100);
    }
    const kinds = Object.fromEntries(deeds.map((deed) => [deed.type, deed.beneficiaries!.map((b) => b.kind).sort()]));
    expect(kinds).toEqual({
      family: ['class'],
      charity: ['class', 'entity'],
      combined: ['class', 'class', 'entity'],
      atomic_charitable: ['class'],
    });
    // A couple of expense lines each, and every kind of reward among them (paragraphs 10, 13, 18).
    for (const deed of deeds) expect(deed.expenses!.length, deed.type!).toBeGreaterThanOrEqual(2);
    expect(new Set(deeds.map((deed) => deed.reward?.kind))).toEqual(new Set(['GOING_RATE', 'PERCENT', 'AMOUNT']));
    expect(deeds.find((deed) => deed.type === 'atomic_charitable')!.ultimateBeneficiary).not.toBe('');
  });

  it('gives the four demo accounts complete profiles and the demo password', async () => {
    for (const account of DEMO_ENDOWMENT_ACCOUNTS) {
      const as = await t.bearer(account.email);
      const res = await t.app.inject({ method: 'GET', url: '/api/profile/completion', headers: as });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ProfileCompletion>(), account.email).toMatchObject({ complete: true, missing: [] });
    }
  });

  it('adds nothing at a restart, and two seeders at once write the drafts once', async () => {
    const seeded = await counts(t);
    expect(seeded).toMatchObject({ deeds: 4, files: 4, events: 8 });
    const restarted = await open({ database: t.database });
    expect(await counts(restarted)).toEqual(seeded);
    expect(await restarted.app.services.endowments.seedDemo()).toBe(0);
    expect(await counts(restarted)).toEqual(seeded);

    const off = await open({ demo: false });
    expect(await counts(off)).toMatchObject({ deeds: 0, files: 0, events: 0 });
    expect(
      (
        await off.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: DEMO_ENDOWER.email, password: DEMO_ENDOWER.password },
        })
      ).statusCode,
    ).toBe(401);
    const written = await Promise.all([off.app.services.endowments.seedDemo(), off.app.services.endowments.seedDemo()]);
    expect(written.sort((a, b) => a - b)).toEqual([0, 4]);
    expect(await counts(off)).toMatchObject({ deeds: 4, files: 4, events: 8 });
  }, 180_000);
});
