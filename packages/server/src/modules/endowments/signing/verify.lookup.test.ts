import type { EndowmentSigning } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signableDeed, signAs, signingApi, submittedDeed } from '../../../test/signing-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/*
 * Walk finding 13: a deed on paper is found without its QR code, by its document number or a
 * version's hash; a draft's QR code names no version but a page that says it is a draft.
 */

let t: TestApp;
let api: ReturnType<typeof signingApi>;

beforeAll(async () => {
  t = await createTestApp();
  api = signingApi(t);
}, 180_000);
afterAll(() => t.close());

const lookup = (q: string) => t.app.inject({ method: 'GET', url: `/api/verify-lookup?q=${encodeURIComponent(q)}` });
const toArabic = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

describe('GET /api/verify-lookup', () => {
  it('finds a final deed by its number (as typed, Arabic digits too) and a version by its hash', async () => {
    const made = await submittedDeed(t);
    for (const party of made.signers) expect((await signAs(t, party, made.deed.pubkey)).statusCode).toBe(200);
    const final = (await api.finalize(made.owner.as, made.deed.pubkey)).json<EndowmentSigning>();
    const { verifyCode, hash } = final.versions[0]!;
    for (const typed of [final.docNumber!, toArabic(final.docNumber!.toLowerCase()), ` ${hash.toUpperCase()} `]) {
      const found = await lookup(typed);
      expect(found.statusCode, typed).toBe(200);
      expect(found.json()).toEqual({ code: verifyCode });
    }
    const unknown = await lookup('WQF-1400-999999');
    expect([unknown.statusCode, unknown.json<{ code: string }>().code]).toEqual([
      404,
      'ENDOWMENT_VERIFICATION_NOT_FOUND',
    ]);
    expect((await lookup('not a deed')).statusCode).toBe(400);
  }, 120_000);

  it('prints on a draft a QR code for the page that says it is a draft', async () => {
    const { deed, owner } = await signableDeed(t);
    const html = (await api.document(owner.as, deed.pubkey)).body;
    expect(html).toContain('/verify/draft');
    expect(html).not.toMatch(/\/verify"/);
  });
});
