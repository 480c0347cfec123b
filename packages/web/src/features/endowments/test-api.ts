import { http, HttpResponse } from 'msw';
import {
  API_ROUTES,
  VALID_CHARITY_DEED,
  type Endowment,
  type EndowmentDraft,
  type EndowmentListItem,
  type EndowmentUpdate,
} from '@bayan/shared';
import { server } from '../../test/server';

export const PUBKEY = 'deed-000000000000000001';
const AT = '2026-11-20T09:00:00.000Z';

/** A deed as the server reads it: the shared complete charity fixture, with its ID card, unless told. */
export function aDeed(draft: EndowmentDraft = structuredClone(VALID_CHARITY_DEED), extra: Partial<Endowment> = {}) {
  return {
    ...draft,
    pubkey: PUBKEY,
    status: 'DRAFT',
    revision: 3,
    version: 1,
    supervisors: draft.supervisors ?? [],
    witnesses: draft.witnesses ?? [],
    beneficiaries: draft.beneficiaries ?? [],
    attachments: [
      {
        pubkey: 'att-00000000000000000001',
        kind: 'ID_CARD',
        fileName: 'id.png',
        fileType: 'image/png',
        fileSize: 2048,
        createdAt: AT,
      },
    ],
    createdAt: AT,
    updatedAt: AT,
    ...extra,
  } as Endowment;
}

export const aListItem = (overrides: Partial<EndowmentListItem> = {}): EndowmentListItem => ({
  pubkey: PUBKEY,
  type: 'charity',
  status: 'DRAFT',
  gregorianDate: '2025-06-26',
  summary: 'وقف المسجد',
  title: '',
  mainAsset: { type: 'real_estate', detail: 'الرياض' },
  docNumber: null,
  assetsCount: 2,
  createdAt: AT,
  updatedAt: AT,
  ...overrides,
});

/**
 * The deed's server: GET answers the stored copy, PATCH keeps the body if its revision is the
 * current one (ENDOWMENT_STALE otherwise, as the server does), and every PATCH body is kept.
 */
export function deedApi(deed: Endowment) {
  let stored = deed;
  const patches: EndowmentUpdate[] = [];
  server.use(
    http.get(API_ROUTES['endowments.read'].path, () => HttpResponse.json(stored)),
    http.patch(API_ROUTES['endowments.update'].path, async ({ request }) => {
      const body = (await request.json()) as EndowmentUpdate;
      patches.push(body);
      if (body.revision !== stored.revision)
        return HttpResponse.json(
          { code: 'ENDOWMENT_STALE', message: 'تغيّرت المسودة من نافذة أو جهاز آخر.' },
          { status: 409 },
        );
      const { revision: _revision, ...draft } = body;
      stored = { ...stored, ...draft, revision: stored.revision + 1 } as Endowment;
      return HttpResponse.json(stored);
    }),
  );
  return {
    patches,
    /** Another tab saved meanwhile: the stored copy moves on. */
    saveElsewhere: (draft: EndowmentDraft) => {
      stored = { ...stored, ...draft, revision: stored.revision + 1 } as Endowment;
    },
  };
}
