import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type CalendarFeed, type CalendarFeedLink } from '@bayan/shared';
import { server } from '../../../test/server';
import { renderPage } from '../../../test/render';
import { CalendarFeedCard } from './calendar-feed-card';

const PATH = API_ROUTES['clinic.calendarFeed'].path;
const SINCE = '2026-12-07T09:00:00.000Z';
const OFF: CalendarFeed = { enabled: false, kind: 'patient', since: null };

/** A server holding one feed: GET reads it, POST makes a new link (counted), DELETE turns it off. */
function feedServer(start: CalendarFeed) {
  let feed = start;
  const calls: string[] = [];
  server.use(
    http.get(PATH, () => HttpResponse.json(feed)),
    http.post(PATH, () => {
      calls.push('POST');
      const token = `${'x'.repeat(42)}${calls.length}`;
      const https = `https://bayan.test/api/calendar-feeds/${token}.ics`;
      feed = {
        enabled: true,
        kind: 'patient',
        since: new Date(Date.parse(SINCE) + calls.length * 60_000).toISOString(),
      };
      const link: CalendarFeedLink = {
        ...feed,
        enabled: true,
        since: feed.since!,
        https,
        webcal: https.replace('https:', 'webcal:'),
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>',
      };
      return HttpResponse.json(link);
    }),
    http.delete(PATH, () => {
      calls.push('DELETE');
      feed = OFF;
      return HttpResponse.json(feed);
    }),
  );
  return calls;
}

const field = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('CalendarFeedCard', () => {
  it('is off by default; turning it on shows the webcal and https links to copy, and the QR code', async () => {
    const calls = feedServer(OFF);
    const { user } = await renderPage(<CalendarFeedCard />, { language: 'en' });
    expect(await screen.findByText('The calendar link is off.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on the calendar link' }));
    expect((await screen.findByRole('textbox', { name: 'Subscription link' })) as HTMLInputElement).toHaveValue(
      `webcal://bayan.test/api/calendar-feeds/${'x'.repeat(42)}1.ics`,
    );
    expect(field(/^Web address/).value).toMatch(/^https:\/\/bayan\.test\/api\/calendar-feeds\/x{42}1\.ics$/);
    expect(field(/^Web address/)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('img', { name: 'QR code of the calendar link' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/),
    );
    expect(screen.getByRole('button', { name: 'Copy: Subscription link' })).toBeInTheDocument();
    expect(calls).toEqual(['POST']);
  });

  it('asks before making a new link, which replaces the shown one', async () => {
    const calls = feedServer(OFF);
    const { user } = await renderPage(<CalendarFeedCard />, { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Turn on the calendar link' }));
    await screen.findByRole('textbox', { name: 'Subscription link' });
    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make a new calendar link?' });
    expect(dialog).toHaveTextContent('The current link stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() => expect(field(/^Subscription link/).value).toMatch(/x{42}2\.ics$/));
    expect(calls).toEqual(['POST', 'POST']);
  });

  it('on from an earlier visit: says since when, shows no link, and turns off after asking (Arabic)', async () => {
    const calls = feedServer({ enabled: true, kind: 'doctor', since: SINCE });
    const { user } = await renderPage(<CalendarFeedCard />, { language: 'ar' });
    expect(await screen.findByText(/^مفعّل منذ .+، الساعة .+\.$/)).toBeInTheDocument();
    expect(screen.getByText(/لا يظهر الرابط إلا عند إنشائه/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'إيقاف' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'إيقاف رابط التقويم؟' });
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'إيقاف' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'إيقاف' }));
    expect(await screen.findByText('رابط التقويم متوقف.')).toBeInTheDocument();
    expect(calls).toEqual(['DELETE']);
  });
});
