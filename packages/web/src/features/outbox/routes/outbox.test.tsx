import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type OutboxMessage } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { findListedTable, renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import OutboxRoute from './outbox';

/** Nothing has happened to a message yet: no send, no provider, no failure. */
const UNTOUCHED = { sentAt: null, error: null, provider: null, providerMessageId: null, deliveredAt: null };

const message = (id: number, over: Partial<OutboxMessage>): OutboxMessage => ({
  ...UNTOUCHED,
  id,
  channel: 'sms',
  recipient: `+96650000000${id}`,
  subject: `رسالة ${id}`,
  body: 'نص',
  createdAt: '2026-06-01T08:00:00.000Z',
  state: 'kept',
  attempts: 0,
  ...over,
});

describe('the outbox page', () => {
  it('shows each message’s state, and sends a failed one again', async () => {
    signInAs('SUPERADMIN');
    const failed = message(1, {
      state: 'failed',
      attempts: 1,
      error: 'Unifonic ER-04: Dest num is too short',
      provider: 'unifonic',
    });
    let rows = [failed, message(2, { state: 'delivered', sentAt: '2026-06-01T08:00:01.000Z' })];
    const resent: string[] = [];
    server.use(
      http.get(API_ROUTES['outbox.list'].path, () =>
        HttpResponse.json({ data: rows, total: rows.length, currentPage: 1 }),
      ),
      http.post('/api/outbox/:id/resend', ({ params }) => {
        resent.push(String(params.id));
        rows = [{ ...failed, state: 'queued' }, rows[1]!];
        return HttpResponse.json(rows[0]);
      }),
    );
    const { user } = await renderPage(<OutboxRoute />, { path: '/dashboard/outbox' });
    const table = await findListedTable('الرسائل المرسلة');
    expect(within(table).getByText('فشل إرسالها')).toBeVisible();
    expect(within(table).getByText('Unifonic ER-04: Dest num is too short')).toBeVisible();
    expect(within(table).getByText('سُلّمت')).toBeVisible();
    expect(
      within(table).queryByRole('button', { name: 'إعادة إرسال الرسالة إلى +966500000002' }),
    ).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'إعادة إرسال الرسالة إلى +966500000001' }));
    expect(await screen.findByText('أُعيدت الرسالة إلى قائمة الإرسال')).toBeVisible();
    expect(resent).toEqual(['1']);
    expect(await within(table).findByText('في الانتظار')).toBeVisible();
    expect(within(table).queryByRole('button', { name: /^إعادة إرسال/ })).not.toBeInTheDocument();
  });
});
