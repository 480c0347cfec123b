import { eq } from 'drizzle-orm';
import type { Endowment } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeed, endowmentsApi, insertEndower, type Endower } from '../../../test/endowments-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { eventsOf } from '../../../test/users-fixtures.js';
import { endowments } from './deeds.table.js';
import { endowmentExpenses } from './expenses.table.js';

let t: TestApp;
let api: ReturnType<typeof endowmentsApi>;
let khalid: Endower;

beforeAll(async () => {
  t = await createTestApp();
  api = endowmentsApi(t);
  khalid = await insertEndower(t);
}, 180_000);
afterAll(() => t.close());

const codeOf = (res: { statusCode: number; json: () => unknown }) => [
  res.statusCode,
  (res.json() as { code?: string }).code,
];

describe('PATCH /api/endowments/:pubkey (autosave)', () => {
  it('keeps partial and not-yet-valid values as typed, and moves the revision', async () => {
    const deed = await createDeed(t, khalid.as, { type: 'charity' });
    const res = await api.patch(khalid.as, deed.pubkey, {
      revision: 1,
      gregorianDate: '2025-0',
      introduction: 'أوقفت',
      assets: [
        { key: 'a1', type: 'current_account', ibanNumber: 'SA03 8000', ratio: '٥٠٫٥' },
        { key: 'a2', type: 'gold', goldKarat: '23' },
      ],
      witnesses: [{ key: 'w1', firstName: 'فهد', idType: 'NID', idNumber: '١٢٣', birthday: '1990-0' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<Endowment>();
    expect(saved).toMatchObject({
      revision: 2,
      type: 'charity',
      gregorianDate: '2025-0',
      introduction: 'أوقفت',
      assets: [
        { key: 'a1', type: 'current_account', ibanNumber: 'SA03 8000', ratio: '٥٠٫٥' },
        { key: 'a2', type: 'gold', goldKarat: '23' },
      ],
      witnesses: [{ key: 'w1', firstName: 'فهد', idNumber: '١٢٣', birthday: '1990-0' }],
    });
    // Read back from another device: the same draft.
    expect((await api.read(khalid.as, deed.pubkey)).json()).toEqual(saved);
    const [row] = await t.database.db.select().from(endowments).where(eq(endowments.pubkey, deed.pubkey));
    expect(row?.gregorianDate).toBeNull();
  });

  it('keeps the spec’s address parts (issue 33): parties’ addresses, country, secondary district, a company’s contact', async () => {
    const deed = await createDeed(t, khalid.as, { type: 'charity' });
    const address = {
      buildingNumber: '٨٢٢٨',
      street: 'طريق الملك فهد',
      district: 'العليا',
      secondaryDistrict: 'العليا الشمالي',
      city: 'الرياض',
      country: 'المملكة العربية السعودية',
    };
    const person = (key: string) => ({ key, firstName: 'فهد', address: 'الرياض، حي العليا', nationalAddress: address });
    const body = {
      endower: { ...deed.endower!, nationalAddress: { ...deed.endower!.nationalAddress, country: 'السعودية' } },
      supervisors: [person('s1')],
      witnesses: [person('w1')],
      beneficiaries: [{ ...person('b1'), kind: 'entity' as const }],
      assets: [
        {
          key: 'a1',
          type: 'company' as const,
          companyName: 'شركة البر',
          contactRepresentative: 'سعد القحطاني',
          companyAddress: 'طريق الملك فهد، الرياض',
        },
      ],
    };
    const res = await api.patch(khalid.as, deed.pubkey, { revision: 1, ...body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Endowment>()).toMatchObject(body);
    expect((await api.read(khalid.as, deed.pubkey)).json<Endowment>()).toMatchObject(body);
    const long = await api.patch(khalid.as, deed.pubkey, {
      revision: 2,
      witnesses: [{ key: 'w1', nationalAddress: { country: 'x'.repeat(81) } }],
    });
    expect(long.statusCode, long.body).toBe(400);
  });

  it('keeps expense lines and the reward as typed, with their stored forms beside them once they read', async () => {
    const deed = await createDeed(t, khalid.as, { introduction: 'نص' });
    const res = await api.patch(khalid.as, deed.pubkey, {
      revision: 1,
      expenses: [
        { key: 'e1', label: 'ص', kind: 'PERCENT', value: '٢٫' },
        { key: 'e2', label: 'صيانة', kind: 'PERCENT', value: '٢٫٥' },
        { key: 'e3', label: 'محاسب', kind: 'AMOUNT', value: '١٬٥٠٠' },
        { key: 'e4', kind: null },
      ],
      reward: { kind: 'AMOUNT', value: '3000.5' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<Endowment>();
    expect(saved).toMatchObject({
      revision: 2,
      introduction: 'نص',
      expenses: [
        { key: 'e1', label: 'ص', kind: 'PERCENT', value: '٢٫' },
        { key: 'e2', label: 'صيانة', kind: 'PERCENT', value: '٢٫٥' },
        { key: 'e3', label: 'محاسب', kind: 'AMOUNT', value: '١٬٥٠٠' },
        { key: 'e4' },
      ],
      reward: { kind: 'AMOUNT', value: '3000.5' },
    });
    expect((await api.read(khalid.as, deed.pubkey)).json()).toEqual(saved);
    const [row] = await t.database.db.select().from(endowments).where(eq(endowments.pubkey, deed.pubkey));
    expect(row).toMatchObject({ rewardKind: 'AMOUNT', rewardBp: null, rewardHalalas: 300_050 });
    const lines = await t.database.db
      .select()
      .from(endowmentExpenses)
      .where(eq(endowmentExpenses.endowmentId, row!.id));
    expect(lines.map((l) => [l.key, l.valueBp, l.amountHalalas])).toEqual([
      ['e1', null, null],
      ['e2', 250, null],
      ['e3', null, 150_000],
      ['e4', null, null],
    ]);
    // A body leaving them out keeps them; null is no reward (the going rate), [] no expense line.
    const kept = await api.patch(khalid.as, deed.pubkey, { revision: 2, notes: 'x' });
    expect(kept.json<Endowment>().expenses).toHaveLength(4);
    const cleared = await api.patch(khalid.as, deed.pubkey, { revision: 3, reward: null, expenses: [] });
    expect(cleared.json<Endowment>()).toMatchObject({ reward: null, expenses: [] });
  });

  it('refuses more than 20 expense lines (400)', async () => {
    const deed = await createDeed(t, khalid.as);
    const expenses = Array.from({ length: 21 }, (_, i) => ({ key: `e${i}`, label: 'بند' }));
    expect((await api.patch(khalid.as, deed.pubkey, { revision: 1, expenses })).statusCode).toBe(400);
  });

  it('replaces a list the body names, keeps every key it leaves out, stores a valid date as a DATE', async () => {
    const deed = await createDeed(t, khalid.as, {
      introduction: 'نص',
      supervisors: [{ key: 's1', firstName: 'سعد' }],
      beneficiaries: [{ key: 'b1', kind: 'class', firstName: 'الفقراء', ratio: '100' }],
    });
    const res = await api.patch(khalid.as, deed.pubkey, {
      revision: 1,
      gregorianDate: '٢٠٢٥-٠٦-٢٦',
      supervisors: [
        { key: 's2', firstName: 'ماجد' },
        { key: 's1', firstName: 'سعد' },
      ],
    });
    const saved = res.json<Endowment>();
    expect(saved.introduction).toBe('نص');
    expect(saved.supervisors.map((s) => s.key)).toEqual(['s2', 's1']);
    expect(saved.beneficiaries).toEqual([{ key: 'b1', kind: 'class', firstName: 'الفقراء', ratio: '100' }]);
    expect(saved.endower?.firstName).toBe('خالد');
    const [row] = await t.database.db.select().from(endowments).where(eq(endowments.pubkey, deed.pubkey));
    expect(row?.gregorianDate).toBe('2025-06-26');
    // An empty list empties it.
    const emptied = await api.patch(khalid.as, deed.pubkey, { revision: 2, supervisors: [] });
    expect(emptied.json<Endowment>()).toMatchObject({ revision: 3, supervisors: [], introduction: 'نص' });
  });

  it('answers a stale revision 409 ENDOWMENT_STALE and loses nothing of the newer save', async () => {
    const deed = await createDeed(t, khalid.as);
    const tabA = await api.patch(khalid.as, deed.pubkey, { revision: 1, introduction: 'from tab A' });
    expect(tabA.statusCode).toBe(200);
    const tabB = await api.patch(khalid.as, deed.pubkey, { revision: 1, introduction: 'from tab B', notes: 'B' });
    expect(codeOf(tabB)).toEqual([409, 'ENDOWMENT_STALE']);
    const now = (await api.read(khalid.as, deed.pubkey)).json<Endowment>();
    expect(now).toMatchObject({ revision: 2, introduction: 'from tab A', notes: '' });
  });

  it('lets exactly one of two concurrent saves at the same revision win', async () => {
    const deed = await createDeed(t, khalid.as);
    const [one, two] = await Promise.all([
      api.patch(khalid.as, deed.pubkey, { revision: 1, notes: 'one', witnesses: [{ key: 'w1', firstName: 'A' }] }),
      api.patch(khalid.as, deed.pubkey, { revision: 1, notes: 'two', witnesses: [{ key: 'w2', firstName: 'B' }] }),
    ]);
    const statuses = [one.statusCode, two.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = one.statusCode === 200 ? one.json<Endowment>() : two.json<Endowment>();
    const now = (await api.read(khalid.as, deed.pubkey)).json<Endowment>();
    expect(now).toEqual(winner);
    expect(now.revision).toBe(2);
    expect(now.witnesses).toHaveLength(1);
  });

  it('audits each save once, with the keys it replaced and not their content', async () => {
    const deed = await createDeed(t, khalid.as);
    await api.patch(khalid.as, deed.pubkey, { revision: 1, introduction: 'سر', assets: [] });
    const events = await eventsOf(t, deed.pubkey);
    expect(events.map((e) => e.action)).toEqual(['endowment.create', 'endowment.save']);
    expect(events[1]?.after).toMatchObject({ revision: 2, changed: ['introduction', 'assets'] });
    expect(JSON.stringify(events[1])).not.toContain('سر');
  });

  it('refuses a deed that is no longer a draft (409 ENDOWMENT_NOT_DRAFT), even at its revision', async () => {
    const deed = await createDeed(t, khalid.as);
    await t.database.db
      .update(endowments)
      .set({ status: 'SUBMITTED', version: 1, contentHash: 'a'.repeat(64) })
      .where(eq(endowments.pubkey, deed.pubkey));
    expect(codeOf(await api.patch(khalid.as, deed.pubkey, { revision: 1, notes: 'x' }))).toEqual([
      409,
      'ENDOWMENT_NOT_DRAFT',
    ]);
    expect(codeOf(await api.remove(khalid.as, deed.pubkey))).toEqual([409, 'ENDOWMENT_NOT_DRAFT']);
  });

  it('refuses a body without its revision, or with one past int4 (400)', async () => {
    const deed = await createDeed(t, khalid.as);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/api/endowments/${deed.pubkey}`,
      headers: khalid.as,
      payload: { notes: 'x' },
    });
    expect(res.statusCode).toBe(400);
    // Past the int4 column that keeps it: bad input, not a database error.
    expect((await api.patch(khalid.as, deed.pubkey, { revision: 2 ** 31, notes: 'x' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/endowments/:pubkey', () => {
  it('deletes the owner’s draft with its lists, audited; it is then gone (404)', async () => {
    const deed = await createDeed(t, khalid.as, { assets: [{ key: 'a', type: 'gold' }] });
    expect((await api.remove(khalid.as, deed.pubkey)).statusCode).toBe(204);
    expect(codeOf(await api.read(khalid.as, deed.pubkey))).toEqual([404, 'ENDOWMENT_NOT_FOUND']);
    expect((await eventsOf(t, deed.pubkey)).map((e) => e.action)).toContain('endowment.delete');
  });
});
