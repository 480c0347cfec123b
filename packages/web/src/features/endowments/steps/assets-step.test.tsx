import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { fill, renderPage } from '../../../test/render';
import { screenWidth } from '../../../test/screen-width';
import { aDeed, deedApi, PUBKEY } from '../test-api';
import { DeedWizardLoader } from '../wizard/wizard-route';

const at = (step: string) => `/dashboard/endowments/${PUBKEY}/edit?step=${step}`;

describe('the assets step', () => {
  it('shows each row with its type’s own fields, and the liquidities’ table with the bank named from the IBAN', async () => {
    signInAs('USER');
    deedApi(aDeed());
    await renderPage(<DeedWizardLoader pubkey={PUBKEY} />, { path: at('assets') });
    const estate = await screen.findByRole('group', { name: 'الأصل ١: عقار' });
    expect(within(estate).getByLabelText('رقم الصك')).toHaveValue('310115004321');
    expect(within(estate).queryByLabelText('الآيبان')).toBeNull();
    const account = screen.getByRole('group', { name: 'الأصل ٢: حساب جارٍ' });
    expect(within(account).getByLabelText('الآيبان')).toHaveAccessibleDescription('البنك بحسب الآيبان: مصرف الراجحي');
    expect(within(account).queryByLabelText('رقم الصك')).toBeNull();

    const table = screen.getByRole('table', { name: 'السيولة' });
    const rows = within(table).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('٢');
    expect(rows[2]).toHaveTextContent('حساب جارٍ');
    // The IBAN as the document prints it: Western digits (issue 32's numeral policy).
    expect(rows[2]).toHaveTextContent('SA03 8000 0000 6080 1016 7519');
    expect(rows[2]).toHaveTextContent('مصرف الراجحي');
    expect(rows[2]).toHaveTextContent('٥٠٪');
  });

  it('on a phone, shows each asset as a card with its endowed share, no table to scroll sideways', async () => {
    screenWidth(375);
    signInAs('USER');
    deedApi(aDeed());
    await renderPage(<DeedWizardLoader pubkey={PUBKEY} />, { path: at('assets') });
    const cards = within(await screen.findByRole('list', { name: 'السيولة' })).getAllByRole('listitem');
    expect(screen.queryByRole('table', { name: 'السيولة' })).toBeNull();
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('حساب جارٍ');
    expect(cards[1]).toHaveTextContent('النسبة الموقوفة: ٥٠٪');
    expect(cards[1]).toHaveTextContent('مصرف الراجحي');
  });

  it('adds a gold row with karat and weight and shows its troy ounces', async () => {
    signInAs('USER');
    deedApi(aDeed());
    const { user } = await renderPage(<DeedWizardLoader pubkey={PUBKEY} />, { path: at('assets'), language: 'en' });
    await user.selectOptions(await screen.findByLabelText('Type of the asset to add'), 'gold');
    await user.click(screen.getByRole('button', { name: 'Add an asset' }));
    const gold = screen.getByRole('group', { name: 'Asset 3: Gold' });
    expect(within(gold).getByLabelText('Karat')).toBeVisible();
    expect(within(gold).queryByLabelText('IBAN')).toBeNull();
    await fill(user, within(gold).getByLabelText('Weight (g)'), '311.035');
    expect(within(gold).getByLabelText('Weight (g)')).toHaveAccessibleDescription('10 troy ounces');
    const table = screen.getByRole('table', { name: 'The liquidities' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('removes a row and keeps the others’ values, renumbered', async () => {
    signInAs('USER');
    deedApi(aDeed());
    const { user } = await renderPage(<DeedWizardLoader pubkey={PUBKEY} />, { path: at('assets'), language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Remove asset 1' }));
    expect(screen.queryByRole('group', { name: 'Asset 1: Real estate' })).toBeNull();
    const account = screen.getByRole('group', { name: 'Asset 1: Current account' });
    expect(within(account).getByLabelText('IBAN')).toHaveValue('SA0380000000608010167519');
    expect(within(account).getByLabelText('Endowed ratio (%)')).toHaveValue('50');
  });
});
