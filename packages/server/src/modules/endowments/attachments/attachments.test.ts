import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Endowment, EndowmentAttachment } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeed, endowmentsApi, insertEndower, type Endower } from '../../../test/endowments-kit.js';
import { storedKeys, storedPath, WEBP } from '../../../test/photo-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { eventsOf, SAMPLE_FILES } from '../../../test/users-fixtures.js';
import { endowments } from '../deeds/deeds.table.js';
import { endowmentAttachments } from './attachments.table.js';

let t: TestApp;
let api: ReturnType<typeof endowmentsApi>;
let khalid: Endower;
let stranger: Endower;

beforeAll(async () => {
  t = await createTestApp();
  api = endowmentsApi(t);
  khalid = await insertEndower(t);
  stranger = await insertEndower(t);
}, 180_000);
afterAll(() => t.close());

const codeOf = (res: { statusCode: number; json: () => unknown }) => [
  res.statusCode,
  (res.json() as { code?: string }).code,
];
const fileKeyOf = async (pubkey: string) => {
  const [row] = await t.database.db
    .select({ key: endowmentAttachments.fileKey })
    .from(endowmentAttachments)
    .where(eq(endowmentAttachments.pubkey, pubkey));
  return row?.key;
};

describe('POST /api/endowments/:pubkey/attachments', () => {
  it('stores a checked ID card under a random name, lists it on the deed, audits it', async () => {
    const deed = await createDeed(t, khalid.as);
    const res = await api.upload(khalid.as, deed.pubkey, { bytes: SAMPLE_FILES.png, name: 'هويتي.png' });
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json<EndowmentAttachment>();
    expect(file).toMatchObject({ kind: 'ID_CARD', fileName: 'هويتي.png', fileType: 'image/png' });
    const key = (await fileKeyOf(file.pubkey))!;
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(existsSync(storedPath(key))).toBe(true);
    expect((await api.read(khalid.as, deed.pubkey)).json<Endowment>().attachments).toEqual([file]);
    const events = await eventsOf(t, deed.pubkey);
    expect(events.at(-1)).toMatchObject({ action: 'endowment.attachment_add', after: { kind: 'ID_CARD' } });
    expect(JSON.stringify(events.at(-1))).not.toContain('هويتي');
  });

  it('takes a passport as PDF or JPEG', async () => {
    const deed = await createDeed(t, khalid.as);
    const pdf = await api.upload(khalid.as, deed.pubkey, { bytes: SAMPLE_FILES.pdf, name: 'passport' }, 'PASSPORT');
    expect(pdf.json()).toMatchObject({ kind: 'PASSPORT', fileType: 'application/pdf', fileName: 'passport.pdf' });
    const jpeg = await api.upload(khalid.as, deed.pubkey, { bytes: SAMPLE_FILES.jpeg, name: 'p.jpg' }, 'PASSPORT');
    expect(jpeg.statusCode).toBe(201);
  });

  it('judges the file by its content: a .png of text and a WebP are refused (415), nothing kept', async () => {
    const deed = await createDeed(t, khalid.as);
    const before = storedKeys().length;
    const text = await api.upload(khalid.as, deed.pubkey, {
      bytes: SAMPLE_FILES.text,
      name: 'id.png',
      type: 'image/png',
    });
    expect(codeOf(text)).toEqual([415, 'UPLOAD_FILE_TYPE']);
    const webp = await api.upload(khalid.as, deed.pubkey, { bytes: WEBP, name: 'id.webp' });
    expect(codeOf(webp)).toEqual([415, 'UPLOAD_FILE_TYPE']);
    expect(storedKeys()).toHaveLength(before);
    expect((await api.read(khalid.as, deed.pubkey)).json<Endowment>().attachments).toEqual([]);
  });

  it('refuses a file over 5 MiB (413)', async () => {
    const deed = await createDeed(t, khalid.as);
    const big = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await api.upload(khalid.as, deed.pubkey, { bytes: big, name: 'big.png' });
    expect(codeOf(res)).toEqual([413, 'UPLOAD_FILE_TOO_LARGE']);
  });

  it('needs a file and a known kind (400)', async () => {
    const deed = await createDeed(t, khalid.as);
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/api/endowments/${deed.pubkey}/attachments`,
      headers: { ...khalid.as, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\nID_CARD\r\n--x--\r\n',
    });
    expect(codeOf(noFile)).toEqual([400, 'ENDOWMENT_ATTACHMENT_REQUIRED']);
    expect((await api.upload(khalid.as, deed.pubkey, undefined, 'SELFIE')).statusCode).toBe(400);
  });

  it('keeps at most 5 files per deed (409 ENDOWMENT_ATTACHMENTS_FULL)', async () => {
    const deed = await createDeed(t, khalid.as);
    for (let i = 0; i < 5; i += 1) expect((await api.upload(khalid.as, deed.pubkey)).statusCode).toBe(201);
    const before = storedKeys().length;
    expect(codeOf(await api.upload(khalid.as, deed.pubkey))).toEqual([409, 'ENDOWMENT_ATTACHMENTS_FULL']);
    expect(storedKeys()).toHaveLength(before);
  });
});

describe('the attachment limit under concurrent uploads', () => {
  it('lets only one of three uploads take the last place', async () => {
    const deed = await createDeed(t, khalid.as);
    for (let i = 0; i < 4; i += 1) await api.upload(khalid.as, deed.pubkey);
    const answers = await Promise.all([1, 2, 3].map(() => api.upload(khalid.as, deed.pubkey)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await api.read(khalid.as, deed.pubkey)).json<Endowment>().attachments).toHaveLength(5);
  });
});

describe('GET and DELETE /api/endowments/:pubkey/attachments/:attachment', () => {
  it('downloads as an attachment to the owner only; a stranger gets 404', async () => {
    const deed = await createDeed(t, khalid.as);
    const file = (
      await api.upload(khalid.as, deed.pubkey, { bytes: SAMPLE_FILES.pdf, name: 'بطاقة.pdf' })
    ).json<EndowmentAttachment>();
    const res = await api.download(khalid.as, deed.pubkey, file.pubkey);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="_+\.pdf"; filename\*=UTF-8''/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(codeOf(await api.download(stranger.as, deed.pubkey, file.pubkey))).toEqual([404, 'ENDOWMENT_NOT_FOUND']);
    const other = await createDeed(t, khalid.as);
    expect(codeOf(await api.download(khalid.as, other.pubkey, file.pubkey))).toEqual([
      404,
      'ENDOWMENT_ATTACHMENT_NOT_FOUND',
    ]);
  });

  it('removes a file of a draft, its bytes with it, audited; only while a draft', async () => {
    const deed = await createDeed(t, khalid.as);
    const file = (await api.upload(khalid.as, deed.pubkey)).json<EndowmentAttachment>();
    const key = (await fileKeyOf(file.pubkey))!;
    expect((await api.removeFile(khalid.as, deed.pubkey, file.pubkey)).statusCode).toBe(204);
    expect(existsSync(storedPath(key))).toBe(false);
    expect((await eventsOf(t, deed.pubkey)).at(-1)?.action).toBe('endowment.attachment_remove');
    expect(codeOf(await api.removeFile(khalid.as, deed.pubkey, file.pubkey))).toEqual([
      404,
      'ENDOWMENT_ATTACHMENT_NOT_FOUND',
    ]);

    const kept = (await api.upload(khalid.as, deed.pubkey)).json<EndowmentAttachment>();
    await t.database.db
      .update(endowments)
      .set({ status: 'SUBMITTED', version: 1, contentHash: 'a'.repeat(64) })
      .where(eq(endowments.pubkey, deed.pubkey));
    expect(codeOf(await api.removeFile(khalid.as, deed.pubkey, kept.pubkey))).toEqual([409, 'ENDOWMENT_NOT_DRAFT']);
    expect(codeOf(await api.upload(khalid.as, deed.pubkey))).toEqual([409, 'ENDOWMENT_NOT_DRAFT']);
    expect((await api.download(khalid.as, deed.pubkey, kept.pubkey)).statusCode).toBe(200);
  });

  it('deleting a draft deletes its stored files', async () => {
    const deed = await createDeed(t, khalid.as);
    const file = (await api.upload(khalid.as, deed.pubkey)).json<EndowmentAttachment>();
    const key = (await fileKeyOf(file.pubkey))!;
    expect((await api.remove(khalid.as, deed.pubkey)).statusCode).toBe(204);
    expect(existsSync(storedPath(key))).toBe(false);
    expect(await fileKeyOf(file.pubkey)).toBeUndefined();
  });
});
