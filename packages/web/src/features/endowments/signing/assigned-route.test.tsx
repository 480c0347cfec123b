import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EndowmentInvitation } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import { AT, A_DEED, anInvitation, route } from '../signing-test-api';
import { AssignedDeeds } from './assigned-route';

function invitationsApi(rows: EndowmentInvitation[]) {
  const roles: (string | null)[] = [];
  server.use(
    http.get(route('endowments.invitations'), ({ request }) => {
      roles.push(new URL(request.url).searchParams.get('role'));
      return HttpResponse.json({ data: rows, total: rows.length, currentPage: 1 });
    }),
  );
  return roles;
}

describe('the supervisor’s and the witness’s screens', () => {
  it('say what they list, and say so when the user is appointed to nothing', async () => {
    signInAs('USER');
    const roles = invitationsApi([]);
    await renderPage(<AssignedDeeds role="WITNESS" />);
    expect(screen.getByRole('heading', { name: 'شهاداتي' })).toBeVisible();
    expect(screen.getByText(/طُلبت شهادتك عليها/)).toBeVisible();
    expect(await screen.findByText('لست شاهداً على أي وقف.')).toBeVisible();
    expect(roles).toEqual(['WITNESS']);
  });

  it('names an untitled deed by its main asset and type, not its introduction’s first words (finding 17)', async () => {
    signInAs('USER');
    const deed = {
      ...A_DEED,
      title: '',
      summary: 'أقر أنا عبدالرحمن',
      mainAsset: { type: 'real_estate', detail: 'الرياض' },
    };
    invitationsApi([anInvitation({ deed } as never)]);
    await renderPage(<AssignedDeeds role="SUPERVISOR" />);
    const list = await screen.findByRole('list', { name: 'نظارتي' });
    expect(within(list).getByRole('heading', { name: 'عقار في الرياض — خيري' })).toBeVisible();
    expect(within(list).queryByText('أقر أنا عبدالرحمن')).toBeNull();
  });

  it('list each deed with its invitation’s state, "sign" while it waits and "signed" after', async () => {
    signInAs('USER');
    invitationsApi([
      anInvitation(),
      anInvitation({ pubkey: 'inv-2', state: 'SIGNED', signedAt: AT, actionable: false }),
    ]);
    await renderPage(<AssignedDeeds role="SUPERVISOR" />);
    const list = await screen.findByRole('list', { name: 'نظارتي' });
    const [waiting, signed] = within(list).getAllByRole('listitem');
    expect(within(waiting!).getByText('وقف المسجد')).toBeVisible();
    expect(within(waiting!).getByText('مدعو')).toBeVisible();
    expect(within(waiting!).getByRole('link', { name: 'وقّع' })).toHaveAttribute(
      'href',
      '/dashboard/endowments/invitations/inv-0000000000000000001',
    );
    expect(within(signed!).getByText('تم التوقيع')).toBeVisible();
    expect(within(signed!).queryByRole('link', { name: 'وقّع' })).toBeNull();
  });

  it('lead from a revoked invitation to its new version: "re-sign required"', async () => {
    signInAs('USER');
    invitationsApi([
      anInvitation({ state: 'REVOKED', signedAt: AT, revokedAt: AT, actionable: false }),
      anInvitation({ pubkey: 'inv-new', version: 2, resignRequired: true }),
    ]);
    await renderPage(<AssignedDeeds role="SUPERVISOR" />);
    const [revoked, fresh] = within(await screen.findByRole('list', { name: 'نظارتي' })).getAllByRole('listitem');
    expect(within(revoked!).getByText('يلزم التوقيع من جديد')).toBeVisible();
    expect(within(revoked!).getByRole('link', { name: /افتح النسخة الجديدة/ })).toHaveAttribute(
      'href',
      '/dashboard/endowments/invitations/inv-new',
    );
    expect(within(fresh!).getByText('يلزم التوقيع من جديد')).toBeVisible();
    expect(within(fresh!).getByRole('link', { name: 'وقّع' })).toBeVisible();
  });
});
