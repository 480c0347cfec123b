import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ROUTES, type Passkey } from '@bayan/shared';
import { apiError, server } from '../../../test/server';
import { renderPage } from '../../../test/render';
import { PasskeysCard } from './passkeys-card';

// jsdom has no WebAuthn: the browser library is replaced at its module boundary, nothing else.
const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webauthn);

const LIST = API_ROUTES['auth.passkeys'].path;
const OPTIONS = API_ROUTES['auth.passkeyRegisterOptions'].path;
const REGISTER = API_ROUTES['auth.passkeyRegister'].path;
const REMOVE = API_ROUTES['auth.passkeyRemove'].path;
const ATTESTATION = { id: 'cred', rawId: 'cred', type: 'public-key', clientExtensionResults: {}, response: {} };

/** A server holding the account's passkeys: listed, added (the body kept), removed (or refused, the last). */
function passkeysServer(start: Passkey[], { refuseLast = false } = {}) {
  let passkeys = start;
  const added: unknown[] = [];
  server.use(
    http.get(LIST, () => HttpResponse.json({ passkeys })),
    http.post(OPTIONS, () => HttpResponse.json({ challenge: 'chal', rp: { id: 'localhost', name: 'Bayan' } })),
    http.post(REGISTER, async ({ request }) => {
      const body = (await request.json()) as { name: string };
      added.push(body);
      const passkey = { id: 9, name: body.name, created_at: '2026-12-07T09:00:00.000Z', last_used_at: null };
      passkeys = [...passkeys, passkey];
      return HttpResponse.json(passkey, { status: 201 });
    }),
    http.delete(REMOVE, ({ request, params }) => {
      if (refuseLast && passkeys.length === 1) return apiError(request, 'AUTH_PASSKEY_LAST_FACTOR');
      passkeys = passkeys.filter((p) => p.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return added;
}

const PHONE: Passkey = {
  id: 3,
  name: 'My phone',
  created_at: '2026-12-01T09:00:00.000Z',
  last_used_at: '2026-12-05T09:00:00.000Z',
};

beforeEach(() => webauthn.startRegistration.mockReset());

describe('PasskeysCard', () => {
  it('adds a passkey under its name: the server’s options to the browser, its answer back', async () => {
    const added = passkeysServer([]);
    webauthn.startRegistration.mockResolvedValue(ATTESTATION);
    const { user } = await renderPage(<PasskeysCard />, { language: 'en' });
    expect(await screen.findByText('No passkeys yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Work laptop');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Work laptop')).toBeInTheDocument();
    expect(webauthn.startRegistration).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'chal', rp: { id: 'localhost', name: 'Bayan' } },
    });
    expect(added).toEqual([{ name: 'Work laptop', response: ATTESTATION }]);
    expect(screen.getByText(/never/)).toBeInTheDocument();
  });

  it('removes one after a confirmation, and shows the server’s refusal of the last factor', async () => {
    passkeysServer([PHONE, { ...PHONE, id: 4, name: 'Key' }], { refuseLast: true });
    const { user } = await renderPage(<PasskeysCard />);
    const list = await screen.findByRole('list', { name: 'مفاتيح المرور' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(list).getAllByRole('button', { name: 'حذف' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'حذف مفتاح المرور هذا؟' });
    expect(dialog).toHaveTextContent('«My phone»');
    await user.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(screen.queryByText('My phone')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'حذف' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText(/هذا آخر عامل تحقق ثانٍ لحسابك/)).toBeInTheDocument();
    expect(screen.getByText('Key')).toBeInTheDocument();
  });
});
