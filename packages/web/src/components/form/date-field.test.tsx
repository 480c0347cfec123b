import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, renderPage } from '../../test/render';
import { DateField } from './date-field';

/** A date field and, beside it, the value its form holds. */
function Form({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="اليوم" value={value} onChange={(event) => setValue(event.target.value)} />
      <output aria-label="القيمة">{value}</output>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'اليوم' });
const sent = () => screen.getByRole('status', { name: 'القيمة' });

describe('DateField, the browser’s day picker beside it (walk finding 9)', () => {
  it('takes the day picked, shows it as typed and sends it', async () => {
    const { container } = await renderPage(<Form />);
    expect(screen.getByRole('button', { name: 'اختر يوماً من التقويم' })).toBeVisible();
    const picker = container.querySelector<HTMLInputElement>('input[data-day-picker]')!;
    expect(picker).toHaveAttribute('type', 'date');
    fireEvent.change(picker, { target: { value: '2026-12-10' } });
    expect(sent()).toHaveTextContent(/^2026-12-10$/);
    expect(field()).toHaveValue('2026-12-10');
  });
});

describe('DateField, the digits it shows (issue 15)', () => {
  it('keeps Arabic-Indic digits as typed, left to right, and sends the day in Latin digits', async () => {
    const { user } = await renderPage(<Form />);
    await fill(user, field(), '١٩٩٤-٠٨-١٨');
    expect(field()).toHaveValue('١٩٩٤-٠٨-١٨');
    // Arabic-Indic digits with hyphens would be shown right to left without the override.
    expect(field()).toHaveAttribute('dir', 'ltr');
    expect(field()).toHaveStyle({ unicodeBidi: 'bidi-override' });
    expect(sent()).toHaveTextContent(/^1994-08-18$/);
  });

  it('keeps Latin digits as typed too', async () => {
    const { user } = await renderPage(<Form />);
    await fill(user, field(), '1994-08-18');
    expect(field()).toHaveValue('1994-08-18');
    expect(sent()).toHaveTextContent(/^1994-08-18$/);
  });

  it('shows a day it was given, not typed, in the page’s digits', async () => {
    await renderPage(<Form initial="1994-08-18" />);
    expect(field()).toHaveValue('١٩٩٤-٠٨-١٨');
  });

  it('reads Arabic-Indic digits typed as a Hijri day, and shows them as typed', async () => {
    const { user } = await renderPage(<Form />);
    const box = field().closest('.MuiFormControl-root') as HTMLElement;
    await user.click(within(box).getByRole('button', { name: 'هجري' }));
    await fill(user, field(), '١٤١٥-٠٣-١١'); // 11 Rabiʿ I 1415 as published (ICU's computed table says the 10th)
    expect(field()).toHaveValue('١٤١٥-٠٣-١١');
    expect(sent()).toHaveTextContent(/^1994-08-18$/);
  });

  it('shows its example day left to right inside the Arabic hint', async () => {
    await renderPage(<Form />);
    const example = screen.getByText('١٩٩٤-٠٨-١٨');
    expect(example.tagName).toBe('BDI');
    expect(example).toHaveStyle({ unicodeBidi: 'isolate-override' });
  });
});

describe('DateField, a day written the way people write it (walk finding 9)', () => {
  it('reads a day written day first, with hyphens or slashes, in either digits, and names it', async () => {
    const { user } = await renderPage(<Form />);
    await fill(user, field(), '١٠-١٢-٢٠٢٦');
    expect(sent()).toHaveTextContent(/^2026-12-10$/);
    expect(field()).toHaveValue('١٠-١٢-٢٠٢٦');
    expect(screen.getByText(/١٠ ديسمبر ٢٠٢٦/)).toBeVisible();
    await user.clear(field());
    await fill(user, field(), '5/1/2027');
    expect(sent()).toHaveTextContent(/^2027-01-05$/);
    await user.clear(field());
    await fill(user, field(), '2027/1/5');
    expect(sent()).toHaveTextContent(/^2027-01-05$/);
  });

  it('shows its example as the placeholder, in the page’s digits and left to right, never words', async () => {
    await renderPage(<DateField label="اليوم" value="" onChange={() => {}} example="2026-12-10" />);
    expect(field()).toHaveAttribute('placeholder', '\u200e٢٠٢٦\u200e-\u200e١٢\u200e-\u200e١٠');
    expect(screen.getByText(/السنة أولاً أو اليوم أولاً/)).toBeVisible();
  });
});

describe('DateField, the Hijri picker (walk finding 9)', () => {
  it('opens the Umm al-Qura month grid when the field shows the Hijri calendar, and sends the Gregorian day chosen', async () => {
    const { user } = await renderPage(<Form />, { language: 'en' });
    const box = field().closest('.MuiFormControl-root') as HTMLElement;
    await user.click(within(box).getByRole('button', { name: 'Hijri' }));
    await fill(user, field(), '1447-01-01');
    await user.click(within(box).getByRole('button', { name: 'Pick a day from the calendar' }));
    const picker = await screen.findByRole('dialog', { name: 'Umm al-Qura calendar' });
    expect(within(picker).getByRole('heading', { name: 'Muharram 1447 AH' })).toBeInTheDocument();
    await user.click(within(picker).getByRole('button', { name: /^10 Muharram 1447 AH/ }));
    expect(sent()).toHaveTextContent(/^2025-07-05$/);
    expect(field()).toHaveValue('1447-01-10');
  });
});

describe('DateField, the published Umm al-Qura calendar (issue 33)', () => {
  it('reads a Hijri birth date as the calendar published it, and names it so', async () => {
    const { user } = await renderPage(<Form />);
    const box = field().closest('.MuiFormControl-root') as HTMLElement;
    await user.click(within(box).getByRole('button', { name: 'هجري' }));
    // 1 Muharram 1400 as recorded at the time; ICU's computed table puts it a day later.
    await fill(user, field(), '١٤٠٠-٠١-٠١');
    expect(sent()).toHaveTextContent(/^1979-11-20$/);
    expect(field()).toHaveAccessibleDescription('١ محرم ١٤٠٠ هـ (٢٠ نوفمبر ١٩٧٩ م)');
  });

  it('says a Hijri day outside the published years is computed', async () => {
    const { user } = await renderPage(<Form />, { language: 'en' });
    await fill(user, field(), '2040-01-01');
    expect(field()).toHaveAccessibleDescription(/^\d+ \S+ 1461 AH, computed, not published \(1 January 2040\)$/);
  });
});
