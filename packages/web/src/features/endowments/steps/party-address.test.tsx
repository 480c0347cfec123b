import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { fill, renderPage } from '../../../test/render';
import { aDeed, deedApi, PUBKEY } from '../test-api';
import { DeedWizardLoader } from '../wizard/wizard-route';

/*
 * Issue 33: the spec's address fields in the wizard. Each party (supervisor, witness, beneficiary)
 * has an address as written and an optional national address; the national address has a
 * secondary district and a country; a company asset has a contact representative and an address.
 */

const at = (step: string) => `/dashboard/endowments/${PUBKEY}/edit?step=${step}`;

async function open(step: string) {
  signInAs('USER');
  const api = deedApi(aDeed());
  const page = await renderPage(<DeedWizardLoader pubkey={PUBKEY} />, { path: at(step), language: 'en' });
  return { api, ...page };
}

describe('the deed parties’ addresses (issue 33)', () => {
  it('gives a witness an address and an optional national address, and saves them on the next step', async () => {
    const { api, user } = await open('witnesses');
    const witness = await screen.findByRole('group', { name: 'Witness 1' });
    const address = within(witness).getByRole('group', { name: 'National address (optional)' });
    for (const name of ['Building number', 'Street', 'District', 'Secondary district', 'City', 'Country'])
      expect(within(address).getByRole('textbox', { name }), name).not.toBeRequired();
    await fill(user, within(witness).getByRole('textbox', { name: 'Address' }), 'Riyadh, Al Olaya');
    await fill(user, within(address).getByRole('textbox', { name: 'Building number' }), '8228');
    await fill(user, within(address).getByRole('textbox', { name: 'Secondary district' }), 'North Olaya');
    await fill(user, within(address).getByRole('textbox', { name: 'Country' }), 'Saudi Arabia');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The last save holds them (a slow machine may autosave while typing, before the step change).
    await waitFor(() =>
      expect(api.patches.at(-1)?.witnesses?.[0]).toMatchObject({
        key: 'w1',
        address: 'Riyadh, Al Olaya',
        nationalAddress: { buildingNumber: '8228', secondaryDistrict: 'North Olaya', country: 'Saudi Arabia' },
      }),
    );
  });

  it('checks a party’s coded address part when it is left, as the review does', async () => {
    const { user } = await open('supervisors');
    const supervisor = await screen.findByRole('group', { name: 'Supervisor 1' });
    const building = within(supervisor).getByRole('textbox', { name: 'Building number' });
    await fill(user, building, '822');
    await user.tab();
    expect(building).toHaveAccessibleDescription('The building number is 4 digits.');
    expect(within(supervisor).getByRole('textbox', { name: 'Address' })).toHaveAttribute('maxlength', '300');
  });

  it('asks a class of people for no address, an organisation for one', async () => {
    await open('beneficiaries');
    const entity = await screen.findByRole('group', { name: 'Beneficiary 1' });
    expect(within(entity).getByRole('textbox', { name: 'Address' })).toBeVisible();
    const people = screen.getByRole('group', { name: 'Beneficiary 2' });
    expect(within(people).queryByRole('textbox', { name: 'Address' })).toBeNull();
    expect(within(people).queryByRole('textbox', { name: 'Building number' })).toBeNull();
  });

  it('gives the endower’s national address a secondary district and a country, both optional', async () => {
    await open('endower');
    const country = await screen.findByRole('textbox', { name: 'Country' });
    expect(country).not.toBeRequired();
    expect(country).toHaveAttribute('maxlength', '80');
    expect(screen.getByRole('textbox', { name: 'Secondary district' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /^District/ })).toBeRequired();
  });
});

describe('the company asset (issue 33)', () => {
  it('has a contact representative and an address, bounded and saved', async () => {
    const { api, user } = await open('assets');
    await user.selectOptions(await screen.findByLabelText('Type of the asset to add'), 'company');
    await user.click(screen.getByRole('button', { name: 'Add an asset' }));
    const company = screen.getByRole('group', { name: 'Asset 3: Company' });
    const contact = within(company).getByRole('textbox', { name: 'Contact representative' });
    const address = within(company).getByRole('textbox', { name: 'Company address' });
    expect(contact).toHaveAttribute('maxlength', '200');
    expect(address).toHaveAttribute('maxlength', '300');
    await fill(user, contact, 'Saad Al-Qahtani');
    await fill(user, address, 'King Fahd Road, Riyadh');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(api.patches.at(-1)?.assets?.[2]).toMatchObject({
        type: 'company',
        contactRepresentative: 'Saad Al-Qahtani',
        companyAddress: 'King Fahd Road, Riyadh',
      }),
    );
  });
});
