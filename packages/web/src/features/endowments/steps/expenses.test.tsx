import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldMessage, VALID_CHARITY_DEED } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { fill, renderPage } from '../../../test/render';
import { aDeed, deedApi, PUBKEY } from '../test-api';
import { DeedWizardLoader } from '../wizard/wizard-route';

const at = (step: string) => `/dashboard/endowments/${PUBKEY}/edit?step=${step}`;
const ar = (key: string) => fieldMessage(key, 'ar');

describe('the expenses and the supervisor’s reward (beneficiaries step)', () => {
  it('shows the reward and the expense lines with the live total, adds, edits and removes lines, and autosaves them', async () => {
    signInAs('USER');
    const api = deedApi(aDeed());
    const { user } = await renderPage(<DeedWizardLoader pubkey={PUBKEY} />, { path: at('beneficiaries') });
    const reward = await screen.findByRole('region', { name: 'مكافأة الناظر' });
    expect(within(reward).getByRole('button', { name: 'نسبة من الغلة' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(reward).getByLabelText('النسبة من الغلة (٪)')).toHaveValue('5');
    const expenses = screen.getByRole('region', { name: 'المصاريف' });
    const first = within(expenses).getByRole('group', { name: 'المصروف ١' });
    expect(within(first).getByLabelText('البند')).toHaveValue('صيانة العقار وعمارته');
    expect(
      within(expenses).getByText(/^يُقتطع قبل الحصص: ١٥٪ من الغلة و.*ويبقى للمستفيدين ٨٥٪ من الغلة\.$/),
    ).toBeVisible();

    await user.click(within(expenses).getByRole('button', { name: 'أضف مصروفاً' }));
    const third = within(expenses).getByRole('group', { name: 'المصروف ٣' });
    await fill(user, within(third).getByLabelText('البند'), 'رسوم الحساب المصرفي');
    await user.click(within(third).getByRole('button', { name: 'مبلغ سنوي' }));
    await fill(user, within(third).getByLabelText('المبلغ السنوي (ريال)'), '١٢٠٠');
    await user.click(within(first).getByRole('button', { name: 'احذف المصروف ١' }));
    expect(within(expenses).getByText(/^يُقتطع قبل الحصص: ٥٪ من الغلة/)).toBeVisible();

    // The going rate: no value to type.
    await user.click(within(reward).getByRole('button', { name: 'أجرة المثل' }));
    expect(within(reward).queryByLabelText('النسبة من الغلة (٪)')).toBeNull();
    await waitFor(() => expect(api.patches.at(-1)?.reward).toEqual({ kind: 'GOING_RATE', value: '5' }));
    expect(api.patches.at(-1)?.expenses).toEqual([
      VALID_CHARITY_DEED.expenses[1],
      { key: expect.any(String), label: 'رسوم الحساب المصرفي', kind: 'AMOUNT', value: '١٢٠٠' },
    ]);
  });

  it('lists the rules’ issues in the review under the step, and shows each on its field', async () => {
    signInAs('USER');
    const draft = structuredClone(VALID_CHARITY_DEED);
    draft.expenses[0]!.value = '0';
    draft.expenses.push({ key: 'e3', label: 'احتياطي العمارة', kind: 'PERCENT', value: '4' });
    draft.reward = { kind: 'PERCENT', value: '96' };
    deedApi(aDeed(draft));
    const { user } = await renderPage(<DeedWizardLoader pubkey={PUBKEY} />, { path: at('attachments') });
    await user.click(await screen.findByRole('button', { name: 'التالي' }));
    const step = await screen.findByRole('region', { name: 'المستفيدون والمصاريف' });
    expect(within(step).getByText(`المصروف ١ — القيمة: ${ar('field.deedYieldPercent')}`)).toBeVisible();
    expect(within(step).getByText(`المصاريف: ${ar('field.deedDeductionsTotal')}`)).toBeVisible();

    await user.click(within(step).getByRole('link', { name: 'انتقل إلى المستفيدون والمصاريف' }));
    const first = await screen.findByRole('group', { name: 'المصروف ١' });
    expect(within(first).getByLabelText('النسبة من الغلة (٪)')).toHaveAccessibleDescription(
      ar('field.deedYieldPercent'),
    );
    const expenses = screen.getByRole('region', { name: 'المصاريف' });
    expect(within(expenses).getByText(ar('field.deedDeductionsTotal'))).toBeVisible();
  });

  it('asks an organisation supervisor for its representative', async () => {
    signInAs('USER');
    const draft = structuredClone(VALID_CHARITY_DEED);
    deedApi(aDeed(draft));
    const { user } = await renderPage(<DeedWizardLoader pubkey={PUBKEY} />, { path: at('supervisors') });
    const card = await screen.findByRole('group', { name: 'الناظر ١' });
    expect(within(card).queryByLabelText('رقم هوية الممثل')).toBeNull();
    await user.selectOptions(within(card).getByLabelText('النوع'), 'entity');
    expect(within(card).getByLabelText('اسم الممثل')).toBeVisible();
    expect(within(card).getByLabelText('رقم هوية الممثل')).toHaveAccessibleDescription(
      'الهوية الوطنية أو الإقامة لمن يوقّع عن الجهة.',
    );
  });
});
