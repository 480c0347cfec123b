import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render';
import { screenWidth } from '../../../test/screen-width';
import { DeedStepper } from './deed-stepper';

describe('the deed’s stepper', () => {
  it('on a wide screen: a tab per step, those with issues marked, any of them reachable', async () => {
    screenWidth(1366);
    const onStep = vi.fn();
    const { user } = await renderPage(
      <DeedStepper step="supervisors" errorSteps={new Set(['assets', 'beneficiaries'] as const)} onStep={onStep} />,
    );
    expect(screen.getAllByRole('tab')).toHaveLength(9);
    expect(screen.getByRole('tab', { name: /الأصول \(تحتاج إلى تصحيح\)/ })).toBeVisible();
    expect(screen.getByRole('tab', { name: /المستفيدون والمصاريف \(تحتاج إلى تصحيح\)/ })).toBeVisible();
    expect(screen.getByRole('tab', { name: /^.?\s*الشهود$/ })).toBeVisible();
    expect(screen.getByRole('tab', { name: /النظّار/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: /الأصول/ }));
    expect(onStep).toHaveBeenCalledWith('assets');
  });

  it('on a phone: where the endower is, and a select of the steps with the same marks', async () => {
    screenWidth(375);
    const onStep = vi.fn();
    const { user } = await renderPage(
      <DeedStepper step="witnesses" errorSteps={new Set(['assets'] as const)} onStep={onStep} />,
      { language: 'en' },
    );
    expect(screen.getByText('Step 6 of 9: Witnesses')).toBeVisible();
    expect(screen.getByRole('option', { name: '4. Assets (to correct)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("The deed's steps"), 'review');
    expect(onStep).toHaveBeenCalledWith('review');
  });
});
