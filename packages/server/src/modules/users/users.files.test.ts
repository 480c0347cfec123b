import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@bayan/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { findUserRow, insertUser, multipart, SAMPLE_FILES } from '../../test/users-fixtures.js';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer('admin@bayan.local');
});
afterAll(() => t.close());

type Upload = { bytes: Uint8Array; name: string; type?: string; field?: string };
const upload = async (pubkey: string, file: Upload, fields: Record<string, string> = {}, lang = 'ar') => {
  const body = await multipart(fields, file);
  return t.app.inject({
    method: 'PATCH',
    url: `/api/users/${pubkey}`,
    payload: body.payload,
    headers: { ...admin, ...body.headers, 'accept-language': lang },
  });
};
const download = (ref: string, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'GET', url: `/api/users/${ref}/file`, headers });
// The embedded store of a `memory://` data dir (lib/files/file-store.ts).
const stored = (key: string) => path.join(tmpdir(), `bayan-uploads-${process.pid}`, key);

describe('user files', () => {
  it.each([
    ['PNG', SAMPLE_FILES.png, 'photo.png', 'image/png', 'image/png', 'photo.png'],
    ['JPEG', SAMPLE_FILES.jpeg, 'صورة.jpeg', 'image/jpeg', 'image/jpeg', 'صورة.jpeg'],
    [
      'PDF sent as octet-stream',
      SAMPLE_FILES.pdf,
      'id card.bin',
      'application/octet-stream',
      'application/pdf',
      'id card.bin.pdf',
    ],
  ])(
    'accepts a %s by its content and serves it back as an attachment',
    async (_, bytes, name, declared, type, storedName) => {
      const user = await insertUser(t);
      const res = await upload(user.pubkey, { bytes, name, type: declared });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<User>().file).toEqual({
        name: storedName,
        type,
        size: bytes.length,
        url: `/api/users/${user.pubkey}/file`,
      });

      const file = await download(user.pubkey);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(bytes)).toBe(true);
      expect(file.headers['content-type']).toBe(type);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
      expect(decodeURIComponent(String(file.headers['content-disposition']).split("UTF-8''")[1]!)).toBe(storedName);
      const key = (await findUserRow(t, user.pubkey))!.fileKey!;
      expect(key).toMatch(/^[\w-]{32}$/);
      expect(existsSync(stored(key))).toBe(true);
    },
  );

  it('refuses a .png that is really text, and a file over 5 MiB', async () => {
    const user = await insertUser(t);
    const fake = await upload(user.pubkey, { bytes: SAMPLE_FILES.text, name: 'cat.png', type: 'image/png' }, {}, 'en');
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({
      code: 'USERS_FILE_TYPE',
      message: 'This file type is not accepted: use JPEG, PNG or PDF.',
    });

    const big = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await upload(user.pubkey, { bytes: big, name: 'big.png', type: 'image/png' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('USERS_FILE_TOO_LARGE');
    expect((await findUserRow(t, user.pubkey))!.fileKey).toBeNull();

    const wrongField = await upload(user.pubkey, { bytes: SAMPLE_FILES.png, name: 'a.png', field: 'avatar' });
    expect(wrongField.statusCode).toBe(400);
  });

  it('a new file replaces and removes the old one; an empty file input is no file', async () => {
    const user = await insertUser(t);
    await upload(user.pubkey, { bytes: SAMPLE_FILES.png, name: 'one.png' });
    const first = (await findUserRow(t, user.pubkey))!.fileKey!;
    const empty = await upload(user.pubkey, { bytes: new Uint8Array(), name: '' }, { lastName: 'Kept' });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json<User>().file?.name).toBe('one.png');

    await upload(user.pubkey, { bytes: SAMPLE_FILES.pdf, name: 'two.pdf' });
    const second = (await findUserRow(t, user.pubkey))!.fileKey!;
    expect(second).not.toBe(first);
    expect(existsSync(stored(first))).toBe(false);
    expect(existsSync(stored(second))).toBe(true);
  });
});
