import type { Endowment, EndowmentListItem, Page, WalletItem } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeed, endowmentsApi, insertEndower, type Endower } from '../../../test/endowments-kit.js';
import { signingApi, submittedDeed } from '../../../test/signing-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let api: ReturnType<typeof endowmentsApi>;
let owner: Endower;

beforeAll(async () => {
  t = await createTestApp();
  api = endowmentsApi(t);
  owner = await insertEndower(t);
}, 180_000);
afterAll(() => t.close());

describe('a deed’s short name (issue 32)', () => {
  it('keeps the title the endower gives, up to 80 characters, and refuses a longer one with a field error', async () => {
    const deed = await createDeed(t, owner.as, { title: 'وقف الفيلا السكنية' });
    expect(deed.title).toBe('وقف الفيلا السكنية');
    const long = await api.patch(owner.as, deed.pubkey, { revision: deed.revision, title: 'و'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ code: string; details?: unknown }>().details).toBeDefined();
    const fits = await api.patch(owner.as, deed.pubkey, { revision: deed.revision, title: 'و'.repeat(80) });
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json<Endowment>().title).toBe('و'.repeat(80));
  });

  it('lists each deed with its title, or its main asset (the first) to name it by, and its number', async () => {
    const lister = await insertEndower(t);
    const titled = await createDeed(t, lister.as, { type: 'charity', title: 'سقيا الحرم' });
    const company = await createDeed(t, lister.as, {
      type: 'family',
      assets: [
        { key: 'a', type: 'company', companyName: 'شركة النخيل للتجارة' },
        { key: 'b', type: 'gold' },
      ],
    });
    const land = await createDeed(t, lister.as, { assets: [{ key: 'a', type: 'real_estate', city: 'جدة' }] });
    const page = (await api.list(lister.as)).json<Page<EndowmentListItem>>();
    const item = (pubkey: string) => page.data.find((row) => row.pubkey === pubkey);
    expect(item(titled.pubkey)).toMatchObject({ title: 'سقيا الحرم', mainAsset: null, docNumber: null });
    expect(item(company.pubkey)).toMatchObject({
      title: '',
      type: 'family',
      mainAsset: { type: 'company', detail: 'شركة النخيل للتجارة' },
    });
    expect(item(land.pubkey)).toMatchObject({ mainAsset: { type: 'real_estate', detail: 'جدة' } });
    // The search finds a deed by its name, letter forms folded.
    const found = (await api.list(lister.as, `?q=${encodeURIComponent('الحرم')}`)).json<Page<EndowmentListItem>>();
    expect(found.data.map((row) => row.pubkey)).toEqual([titled.pubkey]);
  });

  it('names the deed in the wallet, from the live draft before submission and from the signed version after', async () => {
    const { owner: endower, deed } = await submittedDeed(t);
    const draft = await createDeed(t, endower.as, { title: 'وقف المصحف' });
    const wallet = (await signingApi(t).wallet(endower.as)).json<Page<WalletItem>>();
    const named = (pubkey: string) => wallet.data.find((row) => row.deed.pubkey === pubkey)?.deed;
    expect(named(draft.pubkey)).toMatchObject({ title: 'وقف المصحف', mainAsset: null });
    expect(named(deed.pubkey)).toMatchObject({ title: '', mainAsset: { type: 'real_estate', detail: 'الرياض' } });
  });
});
