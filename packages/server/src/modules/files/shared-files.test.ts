import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { EndowmentAttachment } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../test/clinic-demo-kit.js';
import { insertClinic } from '../../test/clinic-fixtures.js';
import { createDeed, endowmentsApi, insertEndower } from '../../test/endowments-kit.js';
import { insertDoctorProfile } from '../../test/people-fixtures.js';
import { putPhoto } from '../../test/photo-fixtures.js';
import { startS3Server, type S3Server } from '../../test/s3-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertUser, multipart, SAMPLE_FILES } from '../../test/users-fixtures.js';

/** PATCH a user's file through `t` as its admin; the user's pubkey. */
async function uploadUserFile(t: TestApp, bytes: Buffer): Promise<string> {
  const user = await insertUser(t);
  const body = await multipart({}, { bytes, name: 'هوية.pdf', type: 'application/pdf' });
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/users/${user.pubkey}`,
    payload: body.payload,
    headers: { ...(await t.bearer('admin@bayan.local')), ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return user.pubkey;
}

const downloadUserFile = async (t: TestApp, pubkey: string) =>
  t.app.inject({ method: 'GET', url: `/api/users/${pubkey}/file`, headers: await t.bearer('admin@bayan.local') });

/**
 * Every kind of upload stored through API process `one` is served by process `two`, and a file
 * removed through `two` is gone for `one`: the user's ID document, a doctor's photo, a deed's ID card.
 */
async function expectUploadsCross(one: TestApp, two: TestApp) {
  const user = await uploadUserFile(one, SAMPLE_FILES.pdf);
  expect((await downloadUserFile(two, user)).rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);

  const doctor = await insertDoctorProfile(one, await insertClinic(one));
  const photo = { bytes: SAMPLE_FILES.png, name: 'photo.png', type: 'image/png' };
  expect((await putPhoto(one, doctor.pubkey, photo, await one.bearer('admin@bayan.local'))).statusCode).toBe(200);
  const served = await two.app.inject({ method: 'GET', url: `/api/doctors/${doctor.pubkey}/photo` });
  expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
  expect(served.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);

  const endower = await insertEndower(one);
  const deed = await createDeed(one, endower.as);
  const added = await endowmentsApi(one).upload(endower.as, deed.pubkey, { bytes: SAMPLE_FILES.jpeg, name: 'id.jpg' });
  const card = added.json<EndowmentAttachment>().pubkey;
  const read = await endowmentsApi(two).download(endower.as, deed.pubkey, card);
  expect(read.rawPayload.equals(SAMPLE_FILES.jpeg)).toBe(true);
  expect((await endowmentsApi(two).removeFile(endower.as, deed.pubkey, card)).statusCode).toBe(204);
  expect((await endowmentsApi(one).download(endower.as, deed.pubkey, card)).statusCode).toBe(404);
}

describe(`uploads in PostgreSQL, two API processes (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await createTestApp({}, { config: { files: { kind: 'database' } } });
    two = await createTestApp({}, { database: one.database, config: { files: { kind: 'database' } } });
  }, 180_000);
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('serves through one process what was uploaded through the other, from the stored_files table', async () => {
    await expectUploadsCross(one, two);
    // The user's document and the doctor's photo; the deed's ID card was removed.
    expect(await rowsOf(one, sql`select count(*)::int n from stored_files`)).toEqual([{ n: 2 }]);
  });
});

describe('uploads in S3-compatible storage, and the data folder moved there at start', () => {
  let s3: S3Server;
  let dataDir: string;
  let embedded: TestApp;
  let one: TestApp;
  let two: TestApp;
  let earlier: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = await mkdtemp(path.join(tmpdir(), 'bayan-data-'));
    // An older server kept its uploads in its data folder.
    embedded = await createTestApp({}, { config: { dataDir } });
    earlier = await uploadUserFile(embedded, SAMPLE_FILES.pdf);
    expect(await readdir(path.join(dataDir, 'uploads'))).toHaveLength(1);
    one = await createTestApp({ S3_URL: s3.url() }, { database: embedded.database, config: { dataDir } });
    two = await createTestApp({ S3_URL: s3.url() }, { database: embedded.database });
  }, 180_000);
  afterAll(async () => {
    await two.close();
    await one.close();
    await embedded.close();
    await s3.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('moved the data folder’s upload into the bucket: every process serves it, the folder is empty', async () => {
    expect(await readdir(path.join(dataDir, 'uploads'))).toEqual([]);
    for (const t of [one, two])
      expect((await downloadUserFile(t, earlier)).rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
  });

  it('serves through one process what was uploaded through the other, from the bucket', async () => {
    await expectUploadsCross(one, two);
    // The earlier upload, the user's document and the doctor's photo; the deed's ID card was removed.
    expect(await s3.objectKeys()).toHaveLength(3);
  });
});
