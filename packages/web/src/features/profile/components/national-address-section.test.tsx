import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type NationalAddress, type Profile } from '@bayan/shared';
import { apiError, server } from '../../../test/server';
import { fill, renderPage } from '../../../test/render';
import { NationalAddressSection } from './national-address-section';

const ME = API_ROUTES['users.me'].path;
const PROFILE: Profile = {
  pubkey: 'u-1',
  name: 'هدى الحربي',
  firstName: 'هدى',
  fatherName: null,
  grandfatherName: null,
  lastName: 'الحربي',
  email: 'huda@example.com',
  phone: '+966512345678',
  idNumber: null,
  gender: 'FEMALE',
  birthday: null,
  role: 'USER',
  status: 'ACTIVE',
  hasFile: false,
  nationalAddress: null,
  is_email_confirmed: true,
  is_phone_confirmed: true,
  must_change_password: false,
};
const SAVED: NationalAddress = {
  buildingNumber: '2121',
  street: 'طريق الملك فهد',
  district: 'العليا',
  secondaryDistrict: 'العليا الشمالي',
  city: 'الرياض',
  postalCode: '12214',
  additionalNumber: '7432',
  shortAddress: null,
  country: 'المملكة العربية السعودية',
  latitude: null,
  longitude: null,
};

/** Answers every save with the profile and the address sent, keeping the bodies. */
function acceptSaves(): { nationalAddress?: unknown }[] {
  const sent: { nationalAddress?: unknown }[] = [];
  server.use(
    http.patch(ME, async ({ request }) => {
      const body = (await request.json()) as { nationalAddress?: NationalAddress | null };
      sent.push(body);
      return HttpResponse.json({ ...PROFILE, nationalAddress: body.nationalAddress ?? null });
    }),
  );
  return sent;
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="nationalAddress.${name}"]`)!;
const save = () => screen.getByRole('button', { name: 'حفظ العنوان' });

async function typeAddress(user: Parameters<typeof fill>[0], parts: Record<string, string>) {
  for (const [name, value] of Object.entries(parts)) await fill(user, field(name), value);
}

describe('NationalAddressSection', () => {
  it('saves the address typed in Arabic-Indic digits, normalised by the shared checks', async () => {
    const sent = acceptSaves();
    const { user } = await renderPage(<NationalAddressSection profile={PROFILE} />);
    await typeAddress(user, {
      buildingNumber: '٢١٢١',
      street: 'طريق الملك فهد',
      district: 'العليا',
      city: 'الرياض',
      postalCode: '١٢٢١٤',
      additionalNumber: '٧٤٣٢',
    });
    await user.click(save());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      nationalAddress: {
        buildingNumber: '2121',
        street: 'طريق الملك فهد',
        district: 'العليا',
        city: 'الرياض',
        postalCode: '12214',
        additionalNumber: '7432',
        latitude: null,
        longitude: null,
      },
    });
  });

  it('shows the stored secondary district and country, optional, and saves them changed (issue 33)', async () => {
    const sent = acceptSaves();
    const { user } = await renderPage(<NationalAddressSection profile={{ ...PROFILE, nationalAddress: SAVED }} />, {
      language: 'en',
    });
    expect(screen.getByRole('textbox', { name: 'Secondary district' })).toHaveValue('العليا الشمالي');
    expect(screen.getByRole('textbox', { name: 'Secondary district' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Country' })).not.toBeRequired();
    expect(field('country')).toHaveAttribute('maxlength', '80');
    await user.clear(field('country'));
    await fill(user, field('country'), 'Saudi Arabia');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.nationalAddress).toMatchObject({ secondaryDistrict: 'العليا الشمالي', country: 'Saudi Arabia' });
  });

  it('refuses a postal code of four digits on its field, without sending', async () => {
    const sent = acceptSaves();
    const { user } = await renderPage(<NationalAddressSection profile={{ ...PROFILE, nationalAddress: SAVED }} />, {
      language: 'en',
    });
    await user.clear(field('postalCode'));
    await fill(user, field('postalCode'), '1221');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText('The postal code is 5 digits.')).toBeInTheDocument();
    expect(field('postalCode')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('asks for every needed part once one is typed, and an emptied section clears the address', async () => {
    const sent = acceptSaves();
    const { user } = await renderPage(<NationalAddressSection profile={PROFILE} />);
    await fill(user, field('city'), 'جدة');
    await user.click(save());
    await waitFor(() => expect(field('street')).toHaveAttribute('aria-invalid', 'true'));
    for (const part of ['buildingNumber', 'district', 'postalCode', 'additionalNumber'])
      expect(field(part)).toHaveAttribute('aria-invalid', 'true');
    expect(field('shortAddress')).toHaveAttribute('aria-invalid', 'false');
    expect(sent).toHaveLength(0);
    await user.clear(field('city'));
    await user.click(save());
    await waitFor(() => expect(sent).toEqual([{ nationalAddress: null }]));
  });

  it('shows the server’s refusal on its field', async () => {
    server.use(
      http.patch(ME, ({ request }) =>
        apiError(request, 'VALIDATION_FAILED', [
          { path: 'body.nationalAddress.additionalNumber', code: 'custom', message: 'الرقم الإضافي أربعة أرقام.' },
        ]),
      ),
    );
    const { user } = await renderPage(<NationalAddressSection profile={{ ...PROFILE, nationalAddress: SAVED }} />);
    await user.click(save());
    expect(await screen.findByText('الرقم الإضافي أربعة أرقام.')).toBeInTheDocument();
    expect(field('additionalNumber')).toHaveAttribute('aria-invalid', 'true');
  });
});
