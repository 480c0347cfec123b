import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, VALID_CHARITY_DEED } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { apiError, server } from '../../../test/server';
import { aSigning, HASH } from '../signing-test-api';
import { aDeed, deedApi, PUBKEY } from '../test-api';
import { DeedWizardLoader } from './wizard-route';

const SUBMIT = API_ROUTES['endowments.submit'].path;
const SUBMIT_CODE = API_ROUTES['endowments.submitCode'].path;
const FROZEN_AT = '2026-11-02T08:00:00.000Z';

/** The endower's code and submission: the code is 123456; `refuseFirst` answers the first code call with a 422. */
function submitApi(refuseFirst = false) {
  const codes: number[] = [];
  const submitted: unknown[] = [];
  server.use(
    http.post(SUBMIT_CODE, ({ request }) => {
      codes.push(codes.length + 1);
      if (refuseFirst && codes.length === 1)
        return apiError(request, 'ENDOWMENT_RULES_FAILED', [
          { path: 'witnesses.1.idNumber', code: 'field.deedWitnessConflict', message: 'الشاهد هو الناظر.' },
        ]);
      return HttpResponse.json(
        {
          phone: '+966 5• ••• ••67',
          expiresInSeconds: 300,
          resendAfterSeconds: 60,
          version: 1,
          hash: HASH,
          frozenAt: FROZEN_AT,
        },
        { status: 202 },
      );
    }),
    http.post(SUBMIT, async ({ request }) => {
      const body = (await request.json()) as { code: string };
      submitted.push(body);
      if (body.code !== '123456') return apiError(request, 'AUTH_OTP_INVALID');
      return HttpResponse.json(aSigning({ status: 'SUBMITTED' }));
    }),
  );
  return { codes, submitted };
}

async function openReview(deed = aDeed()) {
  signInAs('USER');
  deedApi(deed);
  return renderPage(<DeedWizardLoader pubkey={PUBKEY} />, {
    path: `/dashboard/endowments/${PUBKEY}/edit?step=review`,
  });
}

describe('sending a deed for signing (walk findings 3 and 22)', () => {
  it('keeps "send for signing" off while issues remain; "check the deed" is the secondary action', async () => {
    submitApi();
    await openReview(aDeed({ ...structuredClone(VALID_CHARITY_DEED), witnesses: [] }));
    await screen.findByText(/للتصحيح/);
    expect(screen.getByRole('button', { name: 'إرسال للتوقيع' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'تحقّق من الوثيقة' })).toBeEnabled();
    expect(
      screen.getByText(
        'الإرسال يجمّد هذه النسخة وبصمتها: توقّعها أنت أولاً برمز يصل إلى جوالك، ثم يُدعى كل ناظر وشاهد إلى توقيعها.',
      ),
    ).toBeVisible();
  });

  it('confirms what is frozen and who is invited, then the endower signs with the code texted to them', async () => {
    const api = submitApi();
    const { user } = await openReview();
    await screen.findByText('لا توجد ملاحظات: يمكن إرسال الوثيقة للتوقيع.');
    await user.click(screen.getByRole('button', { name: 'إرسال للتوقيع' }));
    const dialog = await screen.findByRole('dialog', { name: 'إرسال الوثيقة للتوقيع' });
    expect(within(dialog).getByText('تُجمَّد النسخة ١ من الوثيقة كما هي الآن.')).toBeVisible();
    expect(within(dialog).getByText('سعد عبدالله محمد القحطاني')).toBeVisible();
    expect(within(dialog).getByText('فهد عبدالله محمد القحطاني')).toBeVisible();
    expect(within(dialog).getByText('ماجد عبدالله محمد القحطاني')).toBeVisible();
    expect(within(dialog).getByText(/توقيعك إقرار منك بالوقف/)).toBeVisible();
    // Nothing is sent before the endower asks for the code.
    expect(api.codes).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'أرسل الرمز' }));
    const field = await within(dialog).findByLabelText(/رمز التحقق/);
    expect(within(dialog).getByTitle(HASH)).toBeVisible();
    await user.type(field, '999999');
    await user.click(within(dialog).getByRole('button', { name: 'وقّع وأرسل للتوقيع' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('الرمز غير صحيح أو انتهت صلاحيته.'));
    expect(window.location.pathname).toBe(`/dashboard/endowments/${PUBKEY}/edit`);
    await user.clear(field);
    await user.type(field, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'وقّع وأرسل للتوقيع' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/dashboard/endowments/${PUBKEY}`));
    expect(api.submitted.at(-1)).toEqual({ code: '123456', hash: HASH, frozenAt: FROZEN_AT });
    expect(await screen.findByText('أُرسلت الوثيقة: دُعي النظّار والشهود إلى توقيعها')).toBeVisible();
  });

  it('lands the server’s refusal of the rules on the review as its issues', async () => {
    submitApi(true);
    const { user } = await openReview();
    await screen.findByText('لا توجد ملاحظات: يمكن إرسال الوثيقة للتوقيع.');
    await user.click(screen.getByRole('button', { name: 'إرسال للتوقيع' }));
    const dialog = await screen.findByRole('dialog', { name: 'إرسال الوثيقة للتوقيع' });
    await user.click(within(dialog).getByRole('button', { name: 'أرسل الرمز' }));
    const witnesses = await screen.findByRole('region', { name: 'الشهود' });
    expect(within(witnesses).getByText('الشاهد ٢ — رقم الهوية: الشاهد هو الناظر.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
