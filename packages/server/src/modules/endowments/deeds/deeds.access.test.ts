import type { Endowment, EndowmentListItem, Page } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeed, endowmentsApi, insertEndower, type Endower } from '../../../test/endowments-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertUser, nationalId } from '../../../test/users-fixtures.js';

let t: TestApp;
let api: ReturnType<typeof endowmentsApi>;
let khalid: Endower;
let stranger: Endower;
let admin: Record<string, string>;
let deed: Endowment;

beforeAll(async () => {
  t = await createTestApp();
  api = endowmentsApi(t);
  khalid = await insertEndower(t);
  stranger = await insertEndower(t);
  admin = await t.bearer('admin@bayan.local');
  deed = await createDeed(t, khalid.as, { type: 'charity', introduction: 'وقف البئر' });
  await api.upload(khalid.as, deed.pubkey);
}, 180_000);
afterAll(() => t.close());

const codeOf = (res: { statusCode: number; json: () => unknown }) => [
  res.statusCode,
  (res.json() as { code?: string }).code,
];

describe('a deed answers to its endower only', () => {
  it.each([
    ['a stranger', 404, 'ENDOWMENT_NOT_FOUND', () => stranger.as],
    ['an ADMIN', 404, 'ENDOWMENT_NOT_FOUND', () => admin],
    ['an anonymous caller', 401, 'AUTH_REQUIRED', () => ({})],
  ])('%s gets %i %s on every call of it', async (_who, status, code, as) => {
    const headers = as();
    const [file] = (await api.read(khalid.as, deed.pubkey)).json<Endowment>().attachments;
    const calls = [
      api.read(headers, deed.pubkey),
      api.patch(headers, deed.pubkey, { revision: 1, notes: 'mine now' }),
      api.review(headers, deed.pubkey),
      api.remove(headers, deed.pubkey),
      api.upload(headers, deed.pubkey),
      api.download(headers, deed.pubkey, file!.pubkey),
      api.removeFile(headers, deed.pubkey, file!.pubkey),
    ];
    for (const res of await Promise.all(calls)) expect(codeOf(res)).toEqual([status, code]);
    const mine = (await api.read(khalid.as, deed.pubkey)).json<Endowment>();
    expect(mine).toMatchObject({ revision: 1, notes: '', attachments: [{ pubkey: file!.pubkey }] });
  });

  it('lists nobody else’s deeds', async () => {
    const page = (await api.list(stranger.as)).json<Page<EndowmentListItem>>();
    expect(page).toEqual({ data: [], total: 0, currentPage: 1 });
    expect((await api.list(admin)).json<Page<EndowmentListItem>>().data).toEqual([]);
  });
});

describe('GET /api/endowments', () => {
  let lister: Endower;
  const made: Record<string, Endowment> = {};

  beforeAll(async () => {
    lister = await insertEndower(t);
    made.well = await createDeed(t, lister.as, {
      type: 'charity',
      introduction: 'سقيا الماء للحجاج',
      gregorianDate: '2025-06-26',
    });
    made.family = await createDeed(t, lister.as, {
      type: 'family',
      notes: 'ملاحظة',
      beneficiaries: [{ key: 'b', firstName: 'إبراهيم', lastName: 'الدوسري' }],
      assets: [
        { key: 'a', type: 'gold' },
        { key: 'b', type: 'silver' },
      ],
    });
    made.empty = await createDeed(t, lister.as);
  });

  const list = async (query = '') => (await api.list(lister.as, query)).json<Page<EndowmentListItem>>();
  const keysOf = (page: Page<EndowmentListItem>) => page.data.map((item) => item.pubkey);

  it('pages the owner’s deeds, newest change first, with their summary, date and asset count', async () => {
    const page = await list();
    expect(page.total).toBe(3);
    expect(keysOf(page)).toEqual([made.empty!.pubkey, made.family!.pubkey, made.well!.pubkey]);
    expect(page.data[2]).toMatchObject({
      type: 'charity',
      status: 'DRAFT',
      gregorianDate: '2025-06-26',
      summary: 'سقيا الماء للحجاج',
      assetsCount: 0,
    });
    expect(page.data[1]).toMatchObject({ type: 'family', gregorianDate: null, assetsCount: 2 });
    expect(keysOf(await list('?sort=createdAt&limit=1&page=2'))).toEqual([made.family!.pubkey]);
  });

  it('searches the introduction, the notes and the persons’ names, folding Arabic letter forms', async () => {
    expect(keysOf(await list(`?q=${encodeURIComponent('الماء')}`))).toEqual([made.well!.pubkey]);
    expect(keysOf(await list(`?q=${encodeURIComponent('ملاحظه')}`))).toEqual([made.family!.pubkey]);
    expect(keysOf(await list(`?q=${encodeURIComponent('ابراهيم')}`))).toEqual([made.family!.pubkey]);
    expect((await list('?q=100%25')).total).toBe(0);
  });

  it('filters by type and state', async () => {
    expect(keysOf(await list('?type=family'))).toEqual([made.family!.pubkey]);
    expect((await list('?status=DRAFT')).total).toBe(3);
    expect((await list('?status=FINAL')).total).toBe(0);
    expect((await api.list(lister.as, '?type=nonsense')).statusCode).toBe(400);
  });
});

describe('persons matched to accounts by ID number', () => {
  it('tells the endower nothing of who holds an account, and matches a party who registers later', async () => {
    const saad = await insertUser(t, { idNumber: '1023456781' });
    const later = nationalId();
    const created = await createDeed(t, khalid.as, {
      supervisors: [{ key: 's', idType: 'NID', idNumber: '١٠٢٣٤٥٦٧٨١' }],
      witnesses: [
        { key: 'w1', idType: 'NID', idNumber: later },
        { key: 'w2', idType: 'NID', idNumber: '1012345678' },
      ],
    });
    expect(created.supervisors[0]).toMatchObject({ idNumber: '1023456781' });
    // Issue 29: whether an account holds a typed ID number is an oracle; the deed's read says nothing of it.
    expect(created.supervisors[0]).not.toHaveProperty('hasAccount');

    const witness = await insertUser(t, { idNumber: later });
    const read = (await api.read(khalid.as, created.pubkey)).json<Endowment>();
    expect(read.witnesses.some((w) => 'hasAccount' in w)).toBe(false);

    const { endowments } = t.app.services;
    const named = await endowments.deedsNamingUser(witness.id);
    expect(named).toEqual([
      { id: expect.any(Number), pubkey: created.pubkey, status: 'DRAFT', version: 0, role: 'WITNESS', phone: null },
    ]);
    expect((await endowments.deedsNamingUser(saad.id)).map((d) => d.role)).toEqual(['SUPERVISOR']);
    // The endower's own deeds are not deeds naming them as a party.
    expect(await endowments.deedsNamingUser(khalid.user.id)).toEqual([]);
  });

  it('matches an entity by its representative’s ID, and reads a representative’s ID on an entity only', async () => {
    const representative = await insertUser(t, { idNumber: nationalId() });
    const created = await createDeed(t, khalid.as, {
      supervisors: [
        {
          key: 'e',
          kind: 'entity',
          idType: 'UNIFIED',
          idNumber: '7001234567',
          representativeIdNumber: representative.idNumber!,
        },
        { key: 'p', kind: 'person', representativeIdNumber: representative.idNumber! },
      ],
    });
    const named = await t.app.services.endowments.deedsNamingUser(representative.id);
    expect(named).toEqual([
      { id: expect.any(Number), pubkey: created.pubkey, status: 'DRAFT', version: 0, role: 'SUPERVISOR', phone: null },
    ]);
  });

  it('does not match an account that is not ACTIVE', async () => {
    const blocked = await insertUser(t, { idNumber: nationalId(), status: 'BLOCKED' });
    await createDeed(t, khalid.as, {
      witnesses: [{ key: 'w', idType: 'NID', idNumber: blocked.idNumber! }],
    });
    expect(await t.app.services.endowments.deedsNamingUser(blocked.id)).toEqual([]);
  });
});
