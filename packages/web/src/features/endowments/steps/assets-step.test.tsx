import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { fill, renderPage } from '../../../test/render';
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
    expect(rows[2]).toHaveTextContent(
      '\u200ESA\u200E٠٣\u200E \u200E٨٠٠٠\u200E \u200E٠٠٠٠\u200E \u200E٦٠٨٠\u200E \u200E١٠١٦\u200E \u200E٧٥١٩',
    );
    expect(rows[2]).toHaveTextContent('مصرف الراجحي');
    expect(rows[2]).toHaveTextContent('٥٠٪');
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
