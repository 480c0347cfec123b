import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { apiError, server } from '../../../test/server';
import { INVITATION, anInvitation, route } from '../signing-test-api';
import { AssignedDeeds } from './assigned-route';
import { ProofPanel } from './proof-panel';

const at = (key: Parameters<typeof route>[0]) => route(key).replace(':pubkey', INVITATION);
const UNPROVEN = anInvitation({ role: 'WITNESS', proven: false, deed: null, partyPhone: '+9665******67' });

function claimApi() {
  const claims: unknown[] = [];
  let codes = 0;
  server.use(
    http.post(at('endowments.claimCode'), () => {
      codes += 1;
      return HttpResponse.json({ phone: '+9665******67', expiresInSeconds: 300, resendAfterSeconds: 60 });
    }),
    http.post(at('endowments.claim'), async ({ request }) => {
      const body = (await request.json()) as { code: string };
      claims.push(body);
      if (body.code !== '123456') return apiError(request, 'AUTH_OTP_INVALID');
      return HttpResponse.json(anInvitation());
    }),
  );
  return { claims, codes: () => codes };
}

describe('the proof that the user is the party a deed names (issue 29)', () => {
  it('texts a code to the number the endower entered, and confirms with it; a wrong code stays on the field', async () => {
    signInAs('USER');
    const api = claimApi();
    const proven = vi.fn();
    const { user } = await renderPage(<ProofPanel invitation={UNPROVEN} onProven={proven} />);
    expect(screen.getByRole('heading', { name: 'أكّد أنك الطرف المسمّى' })).toBeVisible();
    // The masked number, kept left to right inside the Arabic sentence.
    const phone = screen.getByText('\u200E+\u200E٩٦٦٥\u200E******\u200E٦٧');
    expect(phone.closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(/بصفتك شاهداً/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'أرسل إليّ الرمز' }));
    const field = await screen.findByLabelText(/رمز التحقق/);
    expect(api.codes()).toBe(1);
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'تأكيد' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('الرمز غير صحيح أو انتهت صلاحيته.'));
    expect(proven).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '١٢٣٤٥٦');
    await user.click(screen.getByRole('button', { name: 'تأكيد' }));
    await waitFor(() => expect(proven).toHaveBeenCalledTimes(1));
    expect(api.claims).toEqual([{ code: '111111' }, { code: '123456' }]);
  });

  it('says what to do when the endower entered no number: nothing to send', async () => {
    signInAs('USER');
    await renderPage(<ProofPanel invitation={{ ...UNPROVEN, partyPhone: null }} onProven={() => undefined} />);
    expect(screen.getByText(/لم يُدخل الواقف رقم جوال لك/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'أرسل إليّ الرمز' })).toBeNull();
  });

  it('lists an unproven invitation without its deed, with the way to confirm', async () => {
    signInAs('USER');
    server.use(
      http.get(route('endowments.invitations'), () =>
        HttpResponse.json({ data: [UNPROVEN], total: 1, currentPage: 1 }),
      ),
    );
    await renderPage(<AssignedDeeds role="WITNESS" />);
    const list = await screen.findByRole('list', { name: 'شهاداتي' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'سمّتك وثيقة وقف بصفتك شاهداً' })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'أكّد أنك صاحبها' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/dashboard/endowments/invitations/${INVITATION}`),
    );
    expect(card.textContent).not.toContain('عبدالله الواقف');
  });
});
