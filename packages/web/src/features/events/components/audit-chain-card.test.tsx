import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EVENTS_ROUTES, USERS_ROUTES, type AuditChainReport } from '@bayan/shared';
import { renderPage } from '../../../test/render';
import { signInAs } from '../../../test/fixtures';
import { server } from '../../../test/server';
import EventsRoute from '../routes/events';
import { AuditChainCard } from './audit-chain-card';

function answer(...reports: AuditChainReport[]) {
  let calls = 0;
  server.use(
    http.get(EVENTS_ROUTES['events.chain'].path, () =>
      HttpResponse.json(reports[Math.min(calls++, reports.length - 1)]),
    ),
  );
  return () => calls;
}

async function check(language: 'ar' | 'en' = 'ar') {
  const view = await renderPage(<AuditChainCard />, { language });
  const card = screen.getByRole('region', { name: language === 'ar' ? 'سلامة السجل' : 'Integrity of the log' });
  await view.user.click(within(card).getByRole('button', { name: language === 'ar' ? 'افحص السجل' : 'Check the log' }));
  return { card, view };
}

describe('the audit chain card', () => {
  it('checks only when asked, says the log is intact in Arabic, right to left, and checks again on request', async () => {
    const calls = answer(
      { ok: true, checked: 1234, firstBreak: null },
      { ok: false, checked: 41, firstBreak: { kind: 'edited', seq: 42, id: 57 } },
    );
    const view = await renderPage(<AuditChainCard />);
    expect(calls()).toBe(0);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const card = screen.getByRole('region', { name: 'سلامة السجل' });
    await view.user.click(within(card).getByRole('button', { name: 'افحص السجل' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'السجل سليم: فُحص ١٬٢٣٤ حدثاً، ولم يُعدَّل أيٌّ منها أو يُحذف أو يُدرج في غير موضعه.',
    );
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(calls()).toBe(1);

    await view.user.click(within(card).getByRole('button', { name: 'افحص السجل' }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('عُدِّل الحدث ٥٧ (الموضع ٤٢ في السلسلة) بعد تسجيله.الأحداث الـ٤١ التي قبله سليمة.');
    expect(calls()).toBe(2);
  });

  it('names an edited event in English, its id as written', async () => {
    answer({ ok: false, checked: 1, firstBreak: { kind: 'edited', seq: 2, id: 12345 } });
    const { card } = await check('en');
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Event 12345 (position 2 in the chain) was changed after it was written.The 1 event before it is intact.',
    );
  });

  it.each([
    [
      { kind: 'deleted', seq: 7, id: 9 },
      'The event at position 7 in the chain was deleted (the gap is before event 9).The 6 events before it are intact.',
    ],
    [{ kind: 'deleted', seq: 7, id: null }, 'The events from position 7 to the end of the chain were deleted.'],
    [{ kind: 'inserted', seq: 7, id: 900 }, 'Event 900 (position 7 in the chain) was inserted out of place.'],
  ] as const)('says %o in words', async (firstBreak, words) => {
    answer({ ok: false, checked: 6, firstBreak });
    const { card } = await check('en');
    expect(await within(card).findByRole('alert')).toHaveTextContent(words);
  });

  it('says when the check could not be run', async () => {
    server.use(
      http.get(EVENTS_ROUTES['events.chain'].path, () =>
        HttpResponse.json({ code: 'FORBIDDEN', message: 'x' }, { status: 403 }),
      ),
    );
    const { card } = await check('en');
    expect(await within(card).findByText('The check could not be run. Try again.')).toBeInTheDocument();
  });
});

describe('the events screen', () => {
  it('shows the check to a SUPERADMIN and not to an ADMIN', async () => {
    server.use(
      http.get(EVENTS_ROUTES['events.list'].path, () => HttpResponse.json({ data: [], total: 0, currentPage: 1 })),
      http.get(USERS_ROUTES['users.picker'].path, () => HttpResponse.json([])),
    );
    signInAs('ADMIN');
    const admin = await renderPage(<EventsRoute />);
    expect(await screen.findByRole('heading', { name: 'الأحداث', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'سلامة السجل' })).toBeNull();
    admin.unmount();

    signInAs('SUPERADMIN');
    await renderPage(<EventsRoute />);
    expect(await screen.findByRole('region', { name: 'سلامة السجل' })).toBeInTheDocument();
  });
});
