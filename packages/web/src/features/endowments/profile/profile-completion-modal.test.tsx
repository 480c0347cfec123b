import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { profileCompletion, type ProfileFacts } from '@bayan/shared';
import { renderPage } from '../../../test/render';
import { ProfileCompletionModal } from './profile-completion-modal';

const facts = (filled: number, extras = false): ProfileFacts => {
  const required = [
    'firstName',
    'fatherName',
    'grandfatherName',
    'lastName',
    'idNumber',
    'birthday',
    'phoneVerified',
    'emailVerified',
    'nationalAddress',
  ] as const;
  return {
    ...(Object.fromEntries(required.map((fact, i) => [fact, i < filled])) as Record<
      (typeof required)[number],
      boolean
    >),
    gender: extras,
    document: extras,
  };
};

async function show(filled: number, extras = false, language: 'ar' | 'en' = 'ar') {
  const onStart = vi.fn();
  await renderPage(
    <ProfileCompletionModal
      completion={profileCompletion(facts(filled, extras))}
      onClose={() => undefined}
      onStart={onStart}
      starting={false}
    />,
    { language },
  );
  return { modal: screen.getByRole('dialog'), onStart };
}

describe('the profile-completion modal', () => {
  it('says "please fill" under half of the minimum, and leads to each missing fact', async () => {
    const { modal } = await show(2);
    expect(within(modal).getByText('يرجى تعبئة البيانات')).toBeVisible();
    expect(within(modal).getByText('٢ من ٩ بيانات مكتملة')).toBeVisible();
    expect(within(modal).getAllByRole('link', { name: /^(?!أكمل ملفي)/ })).toHaveLength(7);
    expect(within(modal).getByRole('link', { name: 'اسم الجد' })).toHaveAttribute(
      'href',
      '/dashboard/profile?focus=grandfatherName',
    );
    // The primary action completes the profile, at its first missing fact.
    expect(within(modal).getByRole('link', { name: 'أكمل ملفي' })).toHaveAttribute(
      'href',
      '/dashboard/profile?focus=grandfatherName',
    );
  });

  it('says "almost at the minimum" from half of it', async () => {
    const { modal } = await show(5, false, 'en');
    expect(within(modal).getByText('Almost at the minimum')).toBeVisible();
    expect(within(modal).getByRole('progressbar')).toHaveAttribute('aria-valuenow', String((5 / 9) * 100));
    expect(within(modal).queryByRole('button', { name: 'Start the deed' })).toBeNull();
  });

  it('says "minimum reached" with the extras still to add, and lets the deed start', async () => {
    const { modal, onStart } = await show(9);
    expect(within(modal).getByText('وصلت إلى الحد الأدنى')).toBeVisible();
    expect(within(modal).getByRole('link', { name: 'وثيقة هوية' })).toHaveAttribute(
      'href',
      '/dashboard/profile?focus=document',
    );
    expect(within(modal).queryByRole('link', { name: 'أكمل ملفي' })).toBeNull();
    within(modal).getByRole('button', { name: 'ابدأ الوثيقة' }).click();
    expect(onStart).toHaveBeenCalledOnce();
  });

  it('says "finished successfully" once every fact is there', async () => {
    const { modal } = await show(9, true);
    expect(within(modal).getByText('تم الانتهاء بنجاح')).toBeVisible();
    expect(within(modal).queryAllByRole('link')).toHaveLength(0);
  });
});
