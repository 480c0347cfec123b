import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EVENTS_ROUTES, type Event } from '@bayan/shared';
import { useDialog } from '../../../components/dialogs/use-dialog';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import { EventDetailDialog } from './event-detail-dialog';

const anEvent = (fields: Partial<Event>): Event => ({
  id: 7,
  action: 'endowment.reject',
  entity: 'endowment',
  entityId: 'yjy4J9ZpjvPlxNypLFFFlg',
  subject: 'أوقفت ما يلي وقفاً صحيحاً شرعياً…',
  actor: { pubkey: 'A1', name: 'فهد الدوسري' },
  ip: null,
  userAgent: null,
  before: { status: 'UNDER_REVIEW', version: 1, hash: 'ab12' },
  after: {
    status: 'CHANGES_REQUESTED',
    version: 1,
    hash: 'ab12',
    invitation: 'inv-key',
    role: 'WITNESS',
    reason: 'الاسم مكتوب خطأ',
  },
  createdAt: '2026-12-01T21:50:00.000Z',
  ...fields,
});

async function open(event: Event, language: 'ar' | 'en' = 'ar') {
  server.use(http.get(EVENTS_ROUTES['events.get'].path, () => HttpResponse.json(event)));
  function Screen() {
    const dialog = useDialog<Event>();
    return (
      <>
        <button onClick={() => dialog.show(event)}>open</button>
        <EventDetailDialog dialog={dialog} />
      </>
    );
  }
  const view = await renderPage(<Screen />, { language });
  await view.user.click(screen.getByRole('button', { name: 'open' }));
  return screen.findByRole('dialog');
}

const rowOf = (dialog: HTMLElement, field: string) =>
  within(within(dialog).getByRole('table')).getByRole('rowheader', { name: new RegExp(`^${field}`) }).parentElement!;

describe('an audit event in full', () => {
  it('names the deed, words its states and the signer’s role, shows the reason and hides the invitation key', async () => {
    const dialog = await open(anEvent({}));
    expect(within(dialog).getByText(/أوقفت ما يلي وقفاً/)).toBeInTheDocument();
    expect(rowOf(dialog, 'الحالة')).toHaveTextContent('قيد التوقيع');
    expect(rowOf(dialog, 'الحالة')).toHaveTextContent('مطلوب تعديلها');
    expect(rowOf(dialog, 'الدور')).toHaveTextContent('شاهد');
    expect(rowOf(dialog, 'السبب')).toHaveTextContent('الاسم مكتوب خطأ');
    expect(dialog).not.toHaveTextContent('inv-key');
    expect(dialog).not.toHaveTextContent(/UNDER_REVIEW|CHANGES_REQUESTED|WITNESS/);
  });

  it('shows an appointment’s state in words, never the API’s "Planed", and hides its colour and counters', async () => {
    const appointment = {
      status: 'Planed',
      color: '#0369a1',
      patientNoShows: 6,
      patient: { pubkey: 'p', name: 'غادة' },
    };
    const after = { ...appointment, status: 'NoShow', color: '#8d6e00', patientNoShows: 7 };
    const dialog = await open(
      anEvent({ action: 'appointment.no_show', entity: 'appointment', subject: null, before: appointment, after }),
      'en',
    );
    expect(rowOf(dialog, 'Status')).toHaveTextContent('Planned');
    expect(rowOf(dialog, 'Status')).toHaveTextContent('No-show');
    expect(dialog).not.toHaveTextContent('Planed');
    expect(dialog).not.toHaveTextContent(/#0369a1|#8d6e00|patientNoShows|color/);
    // The time of day says which half of the day it is.
    expect(dialog).toHaveTextContent('12:50 AM');
  });
});
