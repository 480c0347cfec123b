import { eq } from 'drizzle-orm';
import type { EndowmentSigning } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationOf, lastCodeTo, signAs, signingApi, submittedDeed } from '../../../test/signing-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { endowmentDocCounters } from './signing.table.js';

/*
 * Races, meant for PostgreSQL (server-pg), where the requests really run at once; on PGlite they
 * run one after the other and the same invariants must hold.
 */

let t: TestApp;
let api: ReturnType<typeof signingApi>;

beforeAll(async () => {
  t = await createTestApp();
  api = signingApi(t);
}, 180_000);
afterAll(() => t.close());

/** A submitted deed whose supervisor signed; both witnesses hold a fresh code, ready to sign. */
async function readyToRace() {
  const made = await submittedDeed(t);
  expect((await signAs(t, made.supervisor, made.deed.pubkey)).statusCode).toBe(200);
  const ready = [];
  for (const witness of [made.witness1, made.witness2]) {
    const invitation = await invitationOf(t, witness, made.deed.pubkey);
    expect((await api.otp(witness.as, invitation.pubkey)).statusCode).toBe(202);
    const code = await lastCodeTo(t, witness.user.phone!);
    ready.push({ witness, body: { code, hash: invitation.hash }, invitation: invitation.pubkey });
  }
  return { ...made, ready };
}

describe('two signers and the endower’s reopen racing', () => {
  it('end with the reopen and every signature revoked, or the signatures on the unedited version: never a mix', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 4; round++) {
      const { deed, owner, ready } = await readyToRace();
      // Alternate who is sent first, so both outcomes have a chance.
      const sign = () => ready.map(({ witness, invitation, body }) => api.sign(witness.as, invitation, body));
      let reopening: ReturnType<typeof api.reopen>;
      let signing: ReturnType<typeof api.sign>[];
      if (round % 2 === 0) {
        reopening = api.reopen(owner.as, deed.pubkey);
        signing = sign();
      } else {
        signing = sign();
        reopening = api.reopen(owner.as, deed.pubkey);
      }
      const [reopened, ...signed] = await Promise.all([reopening, ...signing]);
      const timeline = (await api.timeline(owner.as, deed.pubkey)).json<EndowmentSigning>();
      const v1 = timeline.versions.find((v) => v.version === 1)!;
      if (reopened!.statusCode === 200) {
        outcomes.add('reopened');
        expect(timeline).toMatchObject({ status: 'DRAFT', version: 2 });
        expect(v1.superseded).toBe(true);
        expect(v1.signers.map((s) => s.state)).toEqual(['REVOKED', 'REVOKED', 'REVOKED', 'REVOKED']);
      } else {
        outcomes.add('signed');
        expect(reopened!.json<{ code: string }>().code).toBe('ENDOWMENT_WRONG_STATE');
        expect(timeline).toMatchObject({ status: 'SIGNED_BY_ALL', version: 1 });
        expect(v1.superseded).toBe(false);
        expect(v1.signers.every((s) => s.state === 'SIGNED')).toBe(true);
      }
      // Each signer was either signed (200, maybe revoked after) or refused as closed (409), never a 5xx.
      for (const reply of signed) expect([200, 409]).toContain(reply.statusCode);
    }
    expect(outcomes.size).toBeGreaterThan(0);
  }, 240_000);
});

describe('finalising at once', () => {
  it('gives unique, gap-free WQF numbers, a refused finalise leaving no hole', async () => {
    const deeds = [];
    for (let i = 0; i < 4; i++) {
      const made = await submittedDeed(t);
      for (const party of made.signers) expect((await signAs(t, party, made.deed.pubkey)).statusCode).toBe(200);
      deeds.push(made);
    }
    const before = await t.database.db.select().from(endowmentDocCounters);
    const replies = await Promise.all([
      ...deeds.map(({ owner, deed }) => api.finalize(owner.as, deed.pubkey)),
      // The same deed twice: one of the two is refused, and its number must not be lost.
      api.finalize(deeds[0]!.owner.as, deeds[0]!.deed.pubkey),
    ]);
    const ok = replies.filter((r) => r.statusCode === 200).map((r) => r.json<EndowmentSigning>().docNumber!);
    const refused = replies.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(4);
    expect(refused.map((r) => r.json<{ code: string }>().code)).toEqual(['ENDOWMENT_WRONG_STATE']);
    const [year] = new Set(ok.map((n) => n.split('-')[1]));
    const start = before.find((row) => String(row.hijriYear) === year)?.last ?? 0;
    const sequences = ok.map((n) => Number(n.split('-')[2])).sort((a, b) => a - b);
    expect(sequences).toEqual([start + 1, start + 2, start + 3, start + 4]);
    const [counter] = await t.database.db
      .select()
      .from(endowmentDocCounters)
      .where(eq(endowmentDocCounters.hijriYear, Number(year)));
    expect(counter!.last).toBe(start + 4);
  }, 240_000);
});
