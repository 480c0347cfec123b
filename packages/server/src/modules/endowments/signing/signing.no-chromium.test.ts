import type { EndowmentSigning } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAs, signingApi, submittedDeed } from '../../../test/signing-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { endowmentDocCounters } from './signing.table.js';

let t: TestApp;
let api: ReturnType<typeof signingApi>;
const chromium = process.env.CHROMIUM_PATH;

beforeAll(async () => {
  // This app's PDF renderer looks for a Chromium that is not there.
  process.env.CHROMIUM_PATH = '/nonexistent/chromium';
  t = await createTestApp();
  api = signingApi(t);
}, 180_000);
afterAll(async () => {
  await t.close();
  if (chromium === undefined) delete process.env.CHROMIUM_PATH;
  else process.env.CHROMIUM_PATH = chromium;
});

describe('without Chromium', () => {
  it('the PDF is a 503 with the reason, the preview still works, and finalising changes nothing', async () => {
    const { deed, owner, signers } = await submittedDeed(t);
    const pdf = await api.documentPdf(owner.as, deed.pubkey);
    expect(pdf.statusCode).toBe(503);
    const body = pdf.json<{ code: string; details: { message: string }[] }>();
    expect(body.code).toBe('ENDOWMENT_PDF_UNAVAILABLE');
    expect(body.details[0]!.message).toContain('/nonexistent/chromium');
    const html = await api.document(owner.as, deed.pubkey);
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('الفقرة الأولى');

    for (const party of signers) expect((await signAs(t, party, deed.pubkey)).statusCode).toBe(200);
    const final = await api.finalize(owner.as, deed.pubkey);
    expect([final.statusCode, final.json<{ code: string }>().code]).toEqual([503, 'ENDOWMENT_PDF_UNAVAILABLE']);
    expect((await api.timeline(owner.as, deed.pubkey)).json<EndowmentSigning>()).toMatchObject({
      status: 'SIGNED_BY_ALL',
      docNumber: null,
    });
    // The number it would have taken was given back: no hole in the year's sequence.
    expect(await t.database.db.select().from(endowmentDocCounters)).toEqual([]);
  });
});
