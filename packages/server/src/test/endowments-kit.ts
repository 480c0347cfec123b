import { VALID_CHARITY_DEED, type Endowment, type EndowmentDraft } from '@bayan/shared';
import type { NewUserRow, UserRow } from '../modules/users/users.table.js';
import { insertCompleteUser } from './complete-profile.js';
import type { Bearer, TestApp } from './test-app.js';
import { bearerOf, multipart, nationalId, SAMPLE_FILES } from './users-fixtures.js';

/** A copy of the complete charity deed, to break one thing of. */
export const validDeed = (): EndowmentDraft => structuredClone(VALID_CHARITY_DEED) as EndowmentDraft;

export interface Endower {
  user: UserRow;
  as: Bearer;
}

/** An account whose profile is complete for the create gate (test/complete-profile.ts), and its bearer. */
export async function insertEndower(t: TestApp, values: Partial<NewUserRow> = {}): Promise<Endower> {
  const user = await insertCompleteUser(t, {
    firstName: 'خالد',
    fatherName: 'عبدالله',
    grandfatherName: 'محمد',
    lastName: 'القحطاني',
    idNumber: nationalId(),
    birthday: '1980-05-10',
    gender: 'MALE',
    ...values,
  });
  return { user, as: await bearerOf(t, user.email!) };
}

type Headers = Record<string, string>;

/** The endowment calls, each as its owner (or anyone) sends it. */
export function endowmentsApi(t: TestApp) {
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    create: (as: Headers, body: EndowmentDraft = {}, headers: Headers = {}) =>
      send('POST', '/api/endowments', { ...as, ...headers }, body),
    read: (as: Headers, pubkey: string) => send('GET', `/api/endowments/${pubkey}`, as),
    list: (as: Headers, query = '') => send('GET', `/v1/api/endowments${query}`, as),
    patch: (as: Headers, pubkey: string, body: EndowmentDraft & { revision: number }) =>
      send('PATCH', `/api/endowments/${pubkey}`, as, body),
    remove: (as: Headers, pubkey: string) => send('DELETE', `/api/endowments/${pubkey}`, as),
    review: (as: Headers, pubkey: string, lang = 'ar') =>
      send('POST', `/api/endowments/${pubkey}/review`, { ...as, 'accept-language': lang }),
    async upload(
      as: Headers,
      pubkey: string,
      file: { bytes: Uint8Array; name: string; type?: string } = { bytes: SAMPLE_FILES.png, name: 'id.png' },
      kind = 'ID_CARD',
    ) {
      const body = await multipart({ kind }, file);
      return t.app.inject({
        method: 'POST',
        url: `/api/endowments/${pubkey}/attachments`,
        headers: { ...as, ...body.headers },
        payload: body.payload,
      });
    },
    download: (as: Headers, pubkey: string, attachment: string) =>
      send('GET', `/api/endowments/${pubkey}/attachments/${attachment}`, as),
    removeFile: (as: Headers, pubkey: string, attachment: string) =>
      send('DELETE', `/api/endowments/${pubkey}/attachments/${attachment}`, as),
  };
}

/** A new deed of `body`, read back (201 expected). */
export async function createDeed(t: TestApp, as: Headers, body: EndowmentDraft = {}): Promise<Endowment> {
  const res = await endowmentsApi(t).create(as, body);
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<Endowment>();
}
