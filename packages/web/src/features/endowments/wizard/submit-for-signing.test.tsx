import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { apiError, server } from '../../../test/server';
import { aSigning } from '../signing-test-api';
import { aDeed, deedApi, PUBKEY } from '../test-api';
import { DeedWizardLoader } from './wizard-route';

const SUBMIT = API_ROUTES['endowments.submit'].path;

describe('submitting a deed for signing (issue 13)', () => {
  it('lands a 422 on the review as its issues, then submits and opens the deed’s page', async () => {
    signInAs('USER');
    deedApi(aDeed());
    let calls = 0;
    server.use(
      http.post(SUBMIT, ({ request }) => {
        calls += 1;
        return calls === 1
          ? apiError(request, 'ENDOWMENT_RULES_FAILED', [
              { path: 'witnesses.1.idNumber', code: 'field.deedWitnessConflict', message: 'الشاهد هو الناظر.' },
            ])
          : HttpResponse.json(aSigning({ status: 'SUBMITTED' }));
      }),
    );
    const { user } = await renderPage(<DeedWizardLoader pubkey={PUBKEY} />, {
      path: `/dashboard/endowments/${PUBKEY}/edit?step=review`,
    });
    await screen.findByText('لا توجد ملاحظات: يمكن طلب مراجعة الوثيقة.');
    await user.click(screen.getByRole('button', { name: 'إرسال للتوقيع' }));
    const witnesses = await screen.findByRole('region', { name: 'الشهود' });
    expect(within(witnesses).getByText('الشاهد ٢ — رقم الهوية: الشاهد هو الناظر.')).toBeVisible();
    expect(window.location.pathname).toBe(`/dashboard/endowments/${PUBKEY}/edit`);

    await user.click(screen.getByRole('button', { name: 'إرسال للتوقيع' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/dashboard/endowments/${PUBKEY}`));
    expect(await screen.findByText('أُرسلت الوثيقة: دُعي النظّار والشهود إلى توقيعها')).toBeVisible();
    expect(calls).toBe(2);
  });
});
