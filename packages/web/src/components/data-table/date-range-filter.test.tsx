import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, renderPage } from '../../test/render';
import { DateRangeFilter } from './date-range-filter';
import { useListParams } from './use-list-params';

/** The period of a list, kept in the address as every list keeps its filters. */
function Period() {
  const list = useListParams({ sort: 'name', filters: ['from', 'to'] as const });
  const reversed = list.filters.from !== '' && list.filters.to !== '' && list.filters.to < list.filters.from;
  return (
    <DateRangeFilter
      from={list.filters.from}
      to={list.filters.to}
      onChange={list.setFilter}
      error={reversed ? 'النهاية قبل البداية' : undefined}
    />
  );
}

/** The period field, read while its panel is open too (the panel hides the page from the reader). */
const periodField = (name: string) => screen.getByRole('combobox', { name, hidden: true });
const query = () => Object.fromEntries(new URLSearchParams(window.location.search));
const dash = (text: string | null | undefined) => text?.replace(/\s*–\s*/g, '–');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('a list’s period (issue 15)', () => {
  it('is picked from the quick periods and shown in both calendars, in the page’s digits', async () => {
    const { user } = await renderPage(<Period />, { path: '/dashboard/events' });
    const field = screen.getByRole('combobox', { name: 'الفترة' });
    expect(field).toHaveValue('أي وقت');

    await user.click(field);
    const panel = await screen.findByRole('dialog', { name: 'اختيار الفترة' });
    await user.click(within(panel).getByRole('button', { name: 'آخر ٧ أيام' }));
    await waitFor(() => expect(query()).toEqual({ from: '2026-11-20', to: '2026-11-26' }));
    expect(dash((field as HTMLInputElement).value)).toBe('٢٠–٢٦ نوفمبر ٢٠٢٦ م');
    expect(dash(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent)).toBe(
      '١٠–١٦ جمادى الآخرة ١٤٤٨ هـ',
    );
    expect(within(panel).getByRole('button', { name: 'آخر ٧ أيام' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is typed, an end in either calendar, in Arabic-Indic or Latin digits', async () => {
    const { user } = await renderPage(<Period />, { language: 'en', path: '/dashboard/events' });
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    const panel = await screen.findByRole('dialog', { name: 'Choose the period' });

    await fill(user, within(panel).getByRole('textbox', { name: 'To' }), '٢٠٢٦-١١-٢٦');
    await waitFor(() => expect(query()).toEqual({ to: '2026-11-26' }));
    expect(periodField('Period')).toHaveValue('Until 26 Nov 2026');

    // 1 Jumada II 1448 AH is 11 November 2026.
    const from = within(panel).getByRole('textbox', { name: 'From' });
    await user.click(
      within(from.closest('.MuiFormControl-root') as HTMLElement).getByRole('button', { name: 'Hijri' }),
    );
    await fill(user, from, '1448-06-01');
    await waitFor(() => expect(query()).toEqual({ from: '2026-11-11', to: '2026-11-26' }));
    expect(dash((periodField('Period') as HTMLInputElement).value)).toBe('11–26 Nov 2026');
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(panel).not.toBeInTheDocument());
  });

  it('says a period that ends before it starts on the field', async () => {
    await renderPage(<Period />, { path: '/dashboard/events?from=2026-11-26&to=2026-11-01' });
    expect(screen.getByRole('combobox', { name: 'الفترة' })).toHaveAccessibleDescription('النهاية قبل البداية');
  });
});
