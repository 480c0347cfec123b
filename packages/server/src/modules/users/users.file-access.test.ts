import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app.js';
import { bearerOf, insertUser, multipart, SAMPLE_FILES } from '../../test/users-fixtures.js';

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

describe('GET /api/users/:id/file', () => {
  it('one’s own file, or anyone’s for an admin; everyone else gets the same 404', async () => {
    const owner = await insertUser(t);
    const stranger = await insertUser(t);
    await upload(owner.pubkey, { bytes: SAMPLE_FILES.pdf, name: 'id.pdf' });
    const ownerToken = await bearerOf(t, owner.email!);
    const strangerToken = await bearerOf(t, stranger.email!);

    expect((await download(owner.pubkey, ownerToken)).statusCode).toBe(200);
    expect((await download(String(owner.id), await t.bearer(TEST_ADMIN.email))).statusCode).toBe(200);
    const denied = await download(owner.pubkey, strangerToken);
    const missing = await download('NoSuchUserWithThisKey0', strangerToken);
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toEqual(missing.json());
    expect(denied.json().code).toBe('USERS_NOT_FOUND');
    expect((await download(owner.pubkey, {})).statusCode).toBe(401);

    const noFile = await download(stranger.pubkey, strangerToken);
    expect(noFile.statusCode).toBe(404);
    expect(noFile.json().code).toBe('USERS_FILE_NOT_FOUND');
  });
});
