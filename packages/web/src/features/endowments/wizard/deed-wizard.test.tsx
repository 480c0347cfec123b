import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_ROUTES, fieldMessage, VALID_CHARITY_DEED } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { fill, renderPage } from '../../../test/render';
import { apiError, server } from '../../../test/server';
import { themeFor } from '../../../config/theme';
import { aDeed, deedApi, PUBKEY } from '../test-api';
import { DeedWizardLoader } from './wizard-route';

const REVIEW = API_ROUTES['endowments.review'].path;
const at = (step: string) => `/dashboard/endowments/${PUBKEY}/edit?step=${step}`;
const ar = (key: string) => fieldMessage(key, 'ar');

/** The fixture with a wrong IBAN check digit and shares of 60 + 39 = 99 %. */
function brokenDeed() {
  const draft = structuredClone(VALID_CHARITY_DEED);
  (draft.assets[1] as { ibanNumber: string }).ibanNumber = 'SA0480000000608010167519';
  draft.beneficiaries[1]!.ratio = '39';
  return aDeed(draft);
}

describe('the deed wizard', () => {
  it('keeps every value across Next and Previous, and saves on a step change with the revision it read', async () => {
    signInAs('USER');
    const api = deedApi(aDeed());
    const { user } = await renderPage(<DeedWizardLoader pubkey={PUBKEY} />, { path: at('introduction') });
    const notes = await screen.findByLabelText('ملاحظات وشروط إضافية');
    await fill(user, notes, 'يُصرف من الغلة على صيانة المسجد أولاً.');
    await user.click(screen.getByRole('button', { name: 'التالي' }));
    expect(await screen.findByRole('heading', { name: 'الواقف' })).toBeVisible();
    await waitFor(() => expect(api.patches).toHaveLength(1));
    expect(api.patches[0]).toMatchObject({ revision: 3, notes: 'يُصرف من الغلة على صيانة المسجد أولاً.' });
    expect(api.patches[0]!.assets).toEqual(VALID_CHARITY_DEED.assets);
    expect(await screen.findByText(/^حُفظت/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'السابق' }));
    expect(await screen.findByLabelText('ملاحظات وشروط إضافية')).toHaveValue('يُصرف من الغلة على صيانة المسجد أولاً.');
  });

  it('takes an optional short name on the first step, at most 80 characters, and saves it', async () => {
    signInAs('USER');
    const api = deedApi(aDeed());
    const { user } = await renderPage(<DeedWizardLoader pubkey={PUBKEY} />, { path: at('basics') });
    const name = await screen.findByLabelText('اسم الوقف (اختياري)');
    // Untitled, the heading names the deed by its first asset and type, as the lists do; then by the name typed.
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(/^عقار في الرياض — خيري$/);
    expect(name).not.toBeRequired();
    expect(name).toHaveAttribute('maxlength', '80');
    await fill(user, name, 'وقف الفيلا السكنية');
    expect(heading).toHaveTextContent(/^وقف الفيلا السكنية$/);
    await user.click(screen.getByRole('button', { name: 'التالي' }));
    await waitFor(() => expect(api.patches).toHaveLength(1));
    expect(api.patches[0]).toMatchObject({ title: 'وقف الفيلا السكنية' });
  });

  it('saves at once, outliving the page, when the tab is hidden', async () => {
    signInAs('USER');
    const kept: boolean[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH') kept.push(request.keepalive);
    });
    const api = deedApi(aDeed());
    const { user } = await renderPage(<DeedWizardLoader pubkey={PUBKEY} />, { path: at('introduction') });
    await fill(user, await screen.findByLabelText('ملاحظات وشروط إضافية'), 'قبل الإغلاق');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(api.patches).toHaveLength(1));
    expect(api.patches[0]).toMatchObject({ revision: 3, notes: 'قبل الإغلاق' });
    expect(kept).toEqual([true]);
    visibility.mockRestore();
    server.events.removeAllListeners();
  });

  it('shows the beneficiaries’ share total live as the shares are typed', async () => {
    signInAs('USER');
    deedApi(aDeed());
    const { user } = await renderPage(<DeedWizardLoader pubkey={PUBKEY} />, { path: at('beneficiaries') });
    expect(await screen.findByText('مجموع الحصص: ١٠٠٪ من ١٠٠٪')).toBeVisible();
    const second = screen.getByRole('group', { name: 'المستفيد ٢' });
    const share = within(second).getByLabelText('الحصة (٪)');
    // The explanation of a class of beneficiaries is prose: several lines, not a clipped one.
    expect(within(second).getByLabelText('إيضاح').tagName).toBe('TEXTAREA');
    await user.clear(share);
    await fill(user, share, '٣٩٫٥');
    expect(screen.getByText('مجموع الحصص: ٩٩٫٥٪ من ١٠٠٪')).toBeVisible();
    // Over 100 %: red at once, with the excess in words, not only at the review.
    await user.clear(share);
    await fill(user, share, '60');
    const over = screen.getByText('مجموع الحصص: ١٢٠٪ من ١٠٠٪ — يزيد ٢٠٪ عن المئة');
    expect(over).toHaveStyle({ color: themeFor('rtl').palette.error.main });
  });

  it('lists each issue by its step in the review, marks those steps, and shows each message on its field', async () => {
    signInAs('USER');
    deedApi(brokenDeed());
    const { user } = await renderPage(<DeedWizardLoader pubkey={PUBKEY} />, { path: at('attachments') });
    await user.click(await screen.findByRole('button', { name: 'التالي' }));

    const assets = await screen.findByRole('region', { name: 'الأصول' });
    expect(within(assets).getByRole('link', { name: 'انتقل إلى الأصول' })).toHaveAttribute('href', at('assets'));
    expect(within(assets).getByText(`الأصل ٢ — الآيبان: ${ar('field.ibanChecksum')}`)).toBeVisible();
    const beneficiaries = screen.getByRole('region', { name: 'المستفيدون والمصاريف' });
    expect(within(beneficiaries).getByText(new RegExp(ar('field.sharesTotal')))).toBeVisible();
    expect(screen.queryByRole('region', { name: 'الشهود' })).toBeNull();
    expect(screen.getByText('حقلان للتصحيح')).toBeVisible();

    // The stepper (a select on narrow screens) marks the two steps.
    const stepper = screen.getByLabelText('خطوات الوثيقة');
    expect(within(stepper).getByRole('option', { name: '٤. الأصول (تحتاج إلى تصحيح)' })).toBeInTheDocument();
    expect(
      within(stepper).getByRole('option', { name: '٧. المستفيدون والمصاريف (تحتاج إلى تصحيح)' }),
    ).toBeInTheDocument();
    expect(within(stepper).getByRole('option', { name: '٦. الشهود' })).toBeInTheDocument();

    await user.click(within(assets).getByRole('link', { name: 'انتقل إلى الأصول' }));
    const account = await screen.findByRole('group', { name: 'الأصل ٢: حساب جارٍ' });
    expect(within(account).getByLabelText('الآيبان')).toHaveAccessibleDescription(ar('field.ibanChecksum'));
    expect(within(account).getByLabelText('الآيبان')).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(stepper, 'beneficiaries');
    expect(await screen.findByRole('alert')).toHaveTextContent(ar('field.sharesTotal'));
  });

  it('asks the server for review: its 422 details land on their steps, a pass says the deed is ready for signing', async () => {
    signInAs('USER');
    deedApi(aDeed());
    let refuse = true;
    server.use(
      http.post(REVIEW, ({ request }) =>
        refuse
          ? apiError(request, 'ENDOWMENT_RULES_FAILED', [
              { path: 'witnesses.1.idNumber', code: 'field.deedWitnessConflict', message: 'الشاهد هو الناظر.' },
            ])
          : HttpResponse.json({ valid: true }),
      ),
    );
    const { user } = await renderPage(<DeedWizardLoader pubkey={PUBKEY} />, { path: at('review') });
    expect(await screen.findByText('لا توجد ملاحظات: يمكن إرسال الوثيقة للتوقيع.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'تحقّق من الوثيقة' }));
    const witnesses = await screen.findByRole('region', { name: 'الشهود' });
    expect(within(witnesses).getByText('الشاهد ٢ — رقم الهوية: الشاهد هو الناظر.')).toBeVisible();
    expect(screen.queryByText('في الوثيقة حقول تحتاج إلى تصحيح قبل المراجعة.')).toBeNull();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'تحقّق من الوثيقة' }));
    expect(await screen.findByText('اكتملت الوثيقة وهي جاهزة للتوقيع.')).toBeVisible();

    // A change afterwards needs a new review.
    await user.selectOptions(screen.getByLabelText('خطوات الوثيقة'), 'introduction');
    await fill(user, await screen.findByLabelText('ملاحظات وشروط إضافية'), 'شرط جديد');
    await user.selectOptions(screen.getByLabelText('خطوات الوثيقة'), 'review');
    expect(await screen.findByText('لا توجد ملاحظات: يمكن إرسال الوثيقة للتوقيع.')).toBeVisible();
    expect(screen.queryByText('اكتملت الوثيقة وهي جاهزة للتوقيع.')).toBeNull();
  });

  it('merges the server’s copy when another tab saved first: its parts and this tab’s typing are both kept', async () => {
    signInAs('USER');
    const api = deedApi(aDeed());
    const { user } = await renderPage(<DeedWizardLoader pubkey={PUBKEY} />, { path: at('introduction') });
    const notes = await screen.findByLabelText('ملاحظات وشروط إضافية');
    api.saveElsewhere({ introduction: 'مقدمة من الجهاز الآخر' });
    await fill(user, notes, 'من هذه النافذة');
    await user.click(screen.getByRole('button', { name: 'التالي' }));
    await user.click(await screen.findByRole('button', { name: 'السابق' }));
    expect(await screen.findByText('تغيّرت المسودة من نافذة أو جهاز آخر: دُمجت تغييراته مع ما كتبته هنا.')).toBeVisible();
    expect(screen.getByLabelText('ملاحظات وشروط إضافية')).toHaveValue('من هذه النافذة');
    await waitFor(() => expect(api.patches.map((patch) => patch.revision)).toEqual([3, 4]));
    expect(api.patches[1]).toMatchObject({ notes: 'من هذه النافذة', introduction: 'مقدمة من الجهاز الآخر' });
  });
});
