import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hijriMonthLength } from '@bayan/shared';
import { fill, renderPage } from '../../../test/render';
import { DualDateField, type DualDateValue } from './dual-date-field';

/** The field and, beside it, the pair its form holds. */
function Form({ initial = { gregorian: '', hijri: '' } }: { initial?: DualDateValue }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DualDateField label="Deed date" {...value} onChange={setValue} />
      <output aria-label="pair">{`${value.gregorian}|${value.hijri}`}</output>
    </>
  );
}

const gregorianField = (name = 'Gregorian date') => screen.getByRole('textbox', { name });
const hijriField = (name = 'Hijri date') => screen.getByRole('textbox', { name });
const pair = () => screen.getByRole('status', { name: 'pair' });

describe('DualDateField: each calendar fills the other', () => {
  it('fills the Hijri day from a Gregorian one (2025-06-26 = 1 Muharram 1447)', async () => {
    const { user } = await renderPage(<Form />, { language: 'en' });
    await fill(user, gregorianField(), '2025-06-26');
    expect(pair()).toHaveTextContent(/^2025-06-26\|1447-01-01$/);
    expect(hijriField()).toHaveValue('1447-01-01');
  });

  it('fills the Gregorian day from a Hijri one (1446-06-06 = 2024-12-07, not the civil calendar’s 5th)', async () => {
    const { user } = await renderPage(<Form />, { language: 'en' });
    await fill(user, hijriField(), '1446-06-06');
    expect(pair()).toHaveTextContent(/^2024-12-07\|1446-06-06$/);
    expect(gregorianField()).toHaveValue('2024-12-07');
  });

  it('reads a Hijri day typed in Arabic-Indic digits and keeps it as typed, left to right', async () => {
    const { user } = await renderPage(<Form />);
    await fill(user, hijriField('التاريخ الهجري'), '١٤٤٧-٠١-٠١');
    expect(hijriField('التاريخ الهجري')).toHaveValue('١٤٤٧-٠١-٠١');
    expect(hijriField('التاريخ الهجري')).toHaveAttribute('dir', 'ltr');
    expect(pair()).toHaveTextContent(/^2025-06-26\|1447-01-01$/);
    // The other side, not typed, in the page's digits.
    expect(gregorianField('التاريخ الميلادي')).toHaveValue('٢٠٢٥-٠٦-٢٦');
  });

  it('refuses 30 Shaʿban 1443 with its message, never moving it to the 29th', async () => {
    const { user } = await renderPage(<Form />, { language: 'en' });
    await fill(user, hijriField(), '1443-08-30');
    expect(hijriField()).toHaveAccessibleDescription(/Enter a day that exists in the Umm al-Qura calendar/);
    expect(hijriField()).toHaveAttribute('aria-invalid', 'true');
    expect(hijriField()).toHaveValue('1443-08-30');
    expect(pair()).toHaveTextContent(/^\|1443-08-30$/);
  });

  it('refuses a year outside AH 1300–1600 with its own message', async () => {
    const { user } = await renderPage(<Form />, { language: 'en' });
    await fill(user, hijriField(), '1601-01-01');
    expect(hijriField()).toHaveAccessibleDescription('The Hijri year must be from 1300 to 1600.');
  });

  it('says nothing while a day is still being typed, and names a wrong Gregorian day once left', async () => {
    const { user } = await renderPage(<Form />, { language: 'en' });
    await fill(user, gregorianField(), '2025-02');
    expect(gregorianField()).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(gregorianField()).toHaveAttribute('aria-invalid', 'true');
    expect(pair()).toHaveTextContent(/^2025-02\|$/);
  });

  it('names both days in words under the fields once they are valid', async () => {
    await renderPage(<Form initial={{ gregorian: '2025-06-26', hijri: '1447-01-01' }} />, { language: 'en' });
    expect(gregorianField()).toHaveAccessibleDescription(/26 June 2025/);
    expect(hijriField()).toHaveAccessibleDescription(/Muharram 1447/);
  });

  it('shows the Hijri day of a Gregorian day given alone, without writing it', async () => {
    await renderPage(<Form initial={{ gregorian: '2024-12-07', hijri: '' }} />, { language: 'en' });
    expect(hijriField()).toHaveValue('1446-06-06');
    expect(pair()).toHaveTextContent(/^2024-12-07\|$/);
  });

  it('shows the form’s message instead of its own', async () => {
    await renderPage(
      <DualDateField gregorian="" hijri="1443-08-30" hijriError="From the review" onChange={() => undefined} />,
      { language: 'en' },
    );
    expect(hijriField()).toHaveAccessibleDescription('From the review');
  });
});

describe('DualDateField: the Umm al-Qura picker', () => {
  const open = async (user: Awaited<ReturnType<typeof renderPage>>['user'], name: string) => {
    await user.click(screen.getByRole('button', { name }));
    return screen.getByRole('dialog');
  };

  it('opens on the chosen month with its real length, the first day under its weekday', async () => {
    const { user } = await renderPage(<Form initial={{ gregorian: '2025-06-26', hijri: '1447-01-01' }} />, {
      language: 'en',
    });
    const picker = await open(user, 'Choose the Hijri day on the Umm al-Qura calendar');
    expect(within(picker).getByRole('heading', { name: 'Muharram 1447 AH' })).toBeInTheDocument();
    const days = within(picker).getAllByRole('gridcell');
    expect(days).toHaveLength(hijriMonthLength(1447, 1)!);
    // 1 Muharram 1447 was a Thursday: the fifth column, Sunday first.
    expect(within(picker).getAllByRole('columnheader')[4]).toHaveAccessibleName('Thursday');
    expect(days[0]).toHaveStyle({ gridColumn: '5' });
    expect(days[0]).toHaveAttribute('aria-selected', 'true');
    // The chosen day has the keyboard.
    expect(within(days[0]!).getByRole('button')).toHaveFocus();
  });

  it('goes to the next and previous month and chooses a day, filling both fields', async () => {
    const { user } = await renderPage(<Form initial={{ gregorian: '2025-06-26', hijri: '1447-01-01' }} />, {
      language: 'en',
    });
    const picker = await open(user, 'Choose the Hijri day on the Umm al-Qura calendar');
    await user.click(within(picker).getByRole('button', { name: 'Next month' }));
    expect(within(picker).getByRole('heading', { name: 'Safar 1447 AH' })).toBeInTheDocument();
    expect(within(picker).getAllByRole('gridcell')).toHaveLength(hijriMonthLength(1447, 2)!);
    await user.click(within(picker).getByRole('button', { name: 'Previous month' }));
    await user.click(within(picker).getByRole('button', { name: 'Next month' }));
    await user.click(within(picker).getByRole('button', { name: /^10 Safar 1447 AH/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pair()).toHaveTextContent(/^2025-08-04\|1447-02-10$/);
    expect(hijriField()).toHaveValue('1447-02-10');
  });

  it('moves with the keyboard, mirrored in Arabic, across months, and chooses with Enter', async () => {
    const { user } = await renderPage(<Form initial={{ gregorian: '2025-06-26', hijri: '1447-01-01' }} />);
    await open(user, 'اختيار اليوم الهجري من تقويم أم القرى');
    // Right to left: the left arrow is the next day; up a week from the 2nd leaves the month.
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveAccessibleName(/^٢ محرم ١٤٤٧ هـ/);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('heading', { name: 'ذو الحجة ١٤٤٦ هـ' })).toBeInTheDocument();
    await user.keyboard('{PageDown}{PageDown}');
    expect(screen.getByRole('heading', { name: 'صفر ١٤٤٧ هـ' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(pair()).toHaveTextContent(/\|1447-02-2[45]$/);
  });
});

describe('DualDateField, the published Umm al-Qura calendar (issue 33)', () => {
  it('fills a past day as the calendar published it (1400-01-01 = 1979-11-20), and a future one as computed', async () => {
    const { user } = await renderPage(<Form />, { language: 'en' });
    await fill(user, hijriField(), '1400-01-01');
    expect(pair()).toHaveTextContent(/^1979-11-20\|1400-01-01$/);
    expect(hijriField()).toHaveAccessibleDescription('1 Muharram 1400 AH');
    await user.clear(hijriField());
    await fill(user, hijriField(), '1460-01-01');
    expect(hijriField()).toHaveAccessibleDescription('1 Muharram 1460 AH, computed, not published');
  });
});
