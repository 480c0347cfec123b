import { screen } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { FormDualDateField } from './form-dual-date-field';

interface Values {
  gregorianDate: string;
  hijriDate: string;
}

/** The deed's two date fields, a review that flags the Hijri one, and the form's values beside them. */
function Form() {
  const form = useForm<Values>({ defaultValues: { gregorianDate: '2024-12-07', hijriDate: '' } });
  const values = useWatch({ control: form.control });
  return (
    <>
      <FormDualDateField control={form.control} gregorianName="gregorianDate" hijriName="hijriDate" />
      <button
        type="button"
        onClick={() => form.setError('hijriDate', { message: 'The Hijri date does not match the Gregorian one.' })}
      >
        review
      </button>
      <output aria-label="values">{`${values.gregorianDate}|${values.hijriDate}`}</output>
    </>
  );
}

const values = () => screen.getByRole('status', { name: 'values' });

describe('FormDualDateField', () => {
  it('shows the form’s Gregorian day with its Hijri one, and writes both fields', async () => {
    const { user } = await renderPage(<Form />, { language: 'en' });
    expect(screen.getByRole('textbox', { name: 'Gregorian date' })).toHaveValue('2024-12-07');
    const hijri = screen.getByRole('textbox', { name: 'Hijri date' });
    expect(hijri).toHaveValue('1446-06-06');
    await user.clear(hijri);
    await user.paste('1447-01-01');
    expect(values()).toHaveTextContent(/^2025-06-26\|1447-01-01$/);
  });

  it('puts a message of the form on its own input', async () => {
    const { user } = await renderPage(<Form />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'review' }));
    expect(screen.getByRole('textbox', { name: 'Hijri date' })).toHaveAccessibleDescription(
      'The Hijri date does not match the Gregorian one.',
    );
    expect(screen.getByRole('textbox', { name: 'Gregorian date' })).not.toHaveAttribute('aria-invalid', 'true');
  });
});
