import { eq, sql } from 'drizzle-orm';
import type { Endowment, EndowmentSigning } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../lib/clock.js';
import { endowmentsApi } from '../../../test/endowments-kit.js';
import { signAs, signingApi, submittedDeed } from '../../../test/signing-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SAMPLE_FILES } from '../../../test/users-fixtures.js';
import { endowmentAttachments } from '../attachments/attachments.table.js';

/*
 * An amendment of a settled deed carries the deed's files (the endower's ID card): rows of its own
 * naming the same stored bytes. The settled deed's files never move: removing the amendment's copy,
 * or deleting the amendment, leaves them readable, and the database refuses to touch their rows.
 */

let t: TestApp;
const api = () => signingApi(t);
const deeds = () => endowmentsApi(t);
/** Real time, moved on where the endower asks a second signing code (one a minute per phone). */
const clock = new FakeClock();

beforeAll(async () => {
  t = await createTestApp({}, { clock });
}, 180_000);
afterAll(() => t.close());

async function finalDeed() {
  const made = await submittedDeed(t);
  for (const party of made.signers) expect((await signAs(t, party, made.deed.pubkey)).statusCode).toBe(200);
  const final = await api().finalize(made.owner.as, made.deed.pubkey);
  expect(final.statusCode, final.body).toBe(200);
  return made;
}

const attachmentsOf = async (as: Record<string, string>, pubkey: string) =>
  (await deeds().read(as, pubkey)).json<Endowment>().attachments;

async function amend(as: Record<string, string>, pubkey: string) {
  const res = await api().amend(as, pubkey, 'تصحيح اسم المستفيد');
  expect(res.statusCode, res.body).toBe(201);
  return res.json<EndowmentSigning>().pubkey;
}

describe('POST /api/endowments/:pubkey/amend and the deed’s files', () => {
  it('the amendment carries the files, sharing their bytes; the settled deed’s files stay as they are', async () => {
    const { deed, owner } = await finalDeed();
    const [original] = await attachmentsOf(owner.as, deed.pubkey);
    expect(original).toBeDefined();

    const first = await amend(owner.as, deed.pubkey);
    const copies = await attachmentsOf(owner.as, first);
    expect(copies).toEqual([
      expect.objectContaining({ kind: original!.kind, fileName: original!.fileName, fileSize: original!.fileSize }),
    ]);
    expect(copies[0]!.pubkey).not.toBe(original!.pubkey);
    const download = await deeds().download(owner.as, first, copies[0]!.pubkey);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(Buffer.from(SAMPLE_FILES.png))).toBe(true);
    // One stored file, two rows naming it.
    const rows = await t.database.db
      .select()
      .from(endowmentAttachments)
      .where(eq(endowmentAttachments.fileName, original!.fileName));
    const keys = new Set(
      rows.filter((r) => [original!.pubkey, copies[0]!.pubkey].includes(r.pubkey)).map((r) => r.fileKey),
    );
    expect(keys.size).toBe(1);

    // The amendment submits without attaching the ID again.
    clock.advance(61_000);
    expect((await api().submit(owner.as, first)).statusCode).toBe(200);

    // A second amendment drops its copy, a third is deleted: the settled deed's file is still there.
    const second = await amend(owner.as, deed.pubkey);
    const [copy] = await attachmentsOf(owner.as, second);
    expect((await deeds().removeFile(owner.as, second, copy!.pubkey)).statusCode).toBe(204);
    expect(await attachmentsOf(owner.as, second)).toEqual([]);
    const third = await amend(owner.as, deed.pubkey);
    expect((await deeds().remove(owner.as, third)).statusCode).toBe(204);
    const kept = await deeds().download(owner.as, deed.pubkey, original!.pubkey);
    expect(kept.statusCode).toBe(200);
    expect(kept.rawPayload.equals(Buffer.from(SAMPLE_FILES.png))).toBe(true);
  });

  it('the database refuses to add, change or delete a settled deed’s files', async () => {
    const { deed } = await finalDeed();
    const { db } = t.database;
    const refusal = (query: ReturnType<typeof sql>) =>
      db.execute(query).then(
        () => 'accepted',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    const deedId = sql`(select id from endowments where pubkey = ${deed.pubkey})`;
    expect(await refusal(sql`delete from endowment_attachments where endowment_id = ${deedId}`)).toMatch(/settled/);
    expect(
      await refusal(sql`update endowment_attachments set file_name = 'x.png' where endowment_id = ${deedId}`),
    ).toMatch(/settled/);
    expect(
      await refusal(
        sql`insert into endowment_attachments (pubkey, endowment_id, kind, file_key, file_name, file_type, file_size)
            values ('p-extra', ${deedId}, 'ID_CARD', 'k-extra', 'x.png', 'image/png', 10)`,
      ),
    ).toMatch(/settled/);
  });
});
