import { screen } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { NationalAddressDraft } from '@bayan/shared';
import { fill, renderPage } from '../../test/render';
import { NationalAddressFields } from './national-address-fields';

interface Values {
  endower: { nationalAddress: NationalAddressDraft };
}

/** A form holding the address where the deed draft does, and its values as JSON beside it. */
function Form({ withError, withMap = false, optional }: { withError?: string; withMap?: boolean; optional?: boolean }) {
  const form = useForm<Values>({
    defaultValues: { endower: { nationalAddress: { latitude: null, longitude: null } } },
  });
  const values = useWatch({ control: form.control });
  return (
    <>
      <NationalAddressFields
        control={form.control}
        name="endower.nationalAddress"
        withMap={withMap}
        optional={optional}
      />
      <button type="button" onClick={() => form.setError('endower.nationalAddress.city', { message: withError })}>
        review
      </button>
      <output aria-label="values">{JSON.stringify(values.endower?.nationalAddress)}</output>
    </>
  );
}

const values = () => JSON.parse(screen.getByRole('status', { name: 'values' }).textContent!) as NationalAddressDraft;
const field = (name: string) => screen.getByRole('textbox', { name });

describe('NationalAddressFields', () => {
  it('puts each part under the name it is given, as typed', async () => {
    const { user } = await renderPage(<Form />, { language: 'en' });
    await fill(user, field('Building number'), '8228');
    await fill(user, field('Street'), 'King Fahd Road');
    await fill(user, field('Short address'), 'raha3443');
    expect(values()).toMatchObject({ buildingNumber: '8228', street: 'King Fahd Road', shortAddress: 'raha3443' });
  });

  it('gives the short address’s example as Saudi Post writes it, Western digits in Arabic too', async () => {
    await renderPage(<Form />, { language: 'ar' });
    expect(field('العنوان المختصر')).toHaveAccessibleDescription(/RAHA3443/);
  });

  it('checks a coded part with the shared rule when the field is left, and follows the value after', async () => {
    const { user } = await renderPage(<Form />, { language: 'en' });
    await fill(user, field('Building number'), '822');
    expect(field('Building number')).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(field('Building number')).toHaveAccessibleDescription('The building number is 4 digits.');
    await user.type(field('Building number'), '8');
    expect(field('Building number')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('names each wrong coded part with its own message', async () => {
    const { user } = await renderPage(<Form />, { language: 'en' });
    for (const [name, text] of [
      ['Postal code', '1221'],
      ['Additional number', '21'],
      ['Short address', 'RAH3443'],
    ] as const) {
      await fill(user, field(name), text);
      await user.tab();
    }
    expect(field('Postal code')).toHaveAccessibleDescription('The postal code is 5 digits.');
    expect(field('Additional number')).toHaveAccessibleDescription('The additional number is 4 digits.');
    expect(field('Short address')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Short address')).not.toHaveAccessibleDescription(/Four letters and four digits/);
  });

  it('accepts Arabic-Indic digits and keeps them as typed, left to right, with Arabic messages', async () => {
    const { user } = await renderPage(<Form />);
    await fill(user, field('رقم المبنى'), '٨٢٢٨');
    await user.tab();
    expect(field('رقم المبنى')).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('رقم المبنى')).toHaveAttribute('dir', 'ltr');
    expect(values().buildingNumber).toBe('٨٢٢٨');
    await fill(user, field('الرمز البريدي'), '١٢٢');
    await user.tab();
    expect(field('الرمز البريدي')).toHaveAccessibleDescription('الرمز البريدي خمسة أرقام.');
  });

  it('shows the form’s own message for a part (the review’s, the server’s) in its place', async () => {
    const { user } = await renderPage(<Form withError="This field is required." />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'review' }));
    expect(field('City')).toHaveAccessibleDescription('This field is required.');
  });

  it('marks every part but the short address as required', async () => {
    await renderPage(<Form />, { language: 'en' });
    expect(field('Building number')).toBeRequired();
    expect(field('City')).toBeRequired();
    expect(field('Short address')).not.toBeRequired();
    expect(field('Secondary district')).not.toBeRequired();
    expect(field('Country')).not.toBeRequired();
  });

  it('has the spec’s secondary district and country, kept as typed (issue 33)', async () => {
    const { user } = await renderPage(<Form />, { language: 'en' });
    await fill(user, field('Secondary district'), 'North Olaya');
    await fill(user, field('Country'), 'Saudi Arabia');
    expect(values()).toMatchObject({ secondaryDistrict: 'North Olaya', country: 'Saudi Arabia' });
    expect(field('Country')).toHaveAttribute('maxlength', '80');
    expect(field('Secondary district')).toHaveAttribute('maxlength', '120');
  });

  it('leaves every part optional for a party’s address', async () => {
    await renderPage(<Form optional />, { language: 'en' });
    for (const name of ['Building number', 'Street', 'District', 'City', 'Postal code', 'Additional number'])
      expect(field(name), name).not.toBeRequired();
  });

  it('keeps the map picker’s pin in the address’s latitude and longitude', async () => {
    const { user } = await renderPage(<Form withMap />, { language: 'en' });
    await fill(user, field('Latitude'), '24.7136');
    await fill(user, field('Longitude'), '46.6753');
    await user.tab();
    expect(values()).toMatchObject({ latitude: 24.7136, longitude: 46.6753 });
    await user.click(screen.getByRole('button', { name: 'Remove the pin' }));
    expect(values()).toMatchObject({ latitude: null, longitude: null });
  });
});
