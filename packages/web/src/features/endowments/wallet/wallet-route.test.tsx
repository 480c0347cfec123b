import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { WalletItem } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import { A_DEED, AT, documentApi, route } from '../signing-test-api';
import { PUBKEY } from '../test-api';
import WalletRoute from './wallet-route';

const anItem = (overrides: Partial<WalletItem> = {}): WalletItem => ({
  role: 'ENDOWER',
  deed: { ...A_DEED, status: 'FINAL', docNumber: 'WQF-1448-000001' },
  invitation: null,
  canReadDocument: true,
  updatedAt: AT,
  ...overrides,
});

function walletApi(rows: WalletItem[]) {
  server.use(
    http.get(route('endowments.wallet'), () => HttpResponse.json({ data: rows, total: rows.length, currentPage: 1 })),
  );
}

describe('the wallet', () => {
  it('says so when the user takes part in no deed', async () => {
    signInAs('USER');
    walletApi([]);
    await renderPage(<WalletRoute />);
    expect(await screen.findByText('محفظتك فارغة.')).toBeVisible();
  });

  it('lists each deed with the user’s role and its state, and opens its document in place', async () => {
    signInAs('USER');
    walletApi([
      anItem(),
      anItem({
        role: 'WITNESS',
        deed: { ...A_DEED, pubkey: 'deed-2' },
        invitation: { pubkey: 'inv-2', state: 'INVITED', resignRequired: false },
        canReadDocument: false,
      }),
    ]);
    documentApi(route('endowments.document').replace(':pubkey', PUBKEY), '<p>الفقرة الأولى</p>');
    const { user } = await renderPage(<WalletRoute />);
    const [mine, witnessed] = within(await screen.findByRole('list', { name: 'المحفظة والوثيقة' })).getAllByRole(
      'listitem',
    );
    expect(within(mine!).getByText('الواقف')).toBeVisible();
    expect(within(mine!).getByText('معتمدة')).toBeVisible();
    // The deed's name, two lines at most with an ellipsis; its number in Western digits, as printed.
    expect(within(mine!).getByRole('heading', { name: 'وقف المسجد' })).toHaveStyle({ WebkitLineClamp: '2' });
    expect(within(mine!).getByText('WQF-1448-000001')).toBeVisible();
    expect(within(mine!).getByText('WQF-1448-000001')).toHaveStyle({ unicodeBidi: 'isolate-override' });
    expect(within(witnessed!).getByText('شاهد')).toBeVisible();
    expect(within(witnessed!).getByRole('link', { name: 'صفحة التوقيع' })).toHaveAttribute(
      'href',
      '/dashboard/endowments/invitations/inv-2',
    );
    expect(within(witnessed!).queryByRole('button', { name: 'معاينة الوثيقة' })).toBeNull();
    await user.click(within(mine!).getByRole('button', { name: 'معاينة الوثيقة' }));
    expect((await within(mine!).findByTitle('الوثيقة')).getAttribute('srcdoc')).toContain('الفقرة الأولى');
    expect(within(mine!).getByRole('button', { name: 'تنزيل ملف PDF' })).toBeVisible();
  });
});
