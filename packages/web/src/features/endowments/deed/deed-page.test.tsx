import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ENDOWMENT_STATUSES, VALID_CHARITY_DEED, type EndowmentDraft, type EndowmentStatus } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { apiError, server } from '../../../test/server';
import { AT, HASH, aSigner, aSigning, documentApi, route } from '../signing-test-api';
import { PUBKEY, aDeed } from '../test-api';
import { deedActions } from './deed-actions-of';
import { DeedPage } from './deed-route';

const DOCUMENT = route('endowments.document').replace(':pubkey', PUBKEY);
const PDF = route('endowments.documentPdf').replace(':pubkey', PUBKEY);

async function showDeed(...args: Parameters<typeof aSigning>) {
  signInAs('USER');
  documentApi(DOCUMENT);
  return renderPage(<DeedPage deed={aSigning(...args)} draft={aDeed()} />, { path: `/dashboard/endowments/${PUBKEY}` });
}

describe('the endower’s deed page', () => {
  it('is headed by the title the endower gave and, once numbered, the WQF number in Western digits', async () => {
    signInAs('USER');
    documentApi(DOCUMENT);
    const draft = aDeed({ ...structuredClone(VALID_CHARITY_DEED), title: 'وقف الفيلا السكنية' } as EndowmentDraft);
    await renderPage(<DeedPage deed={aSigning({ status: 'FINAL', docNumber: 'WQF-1448-000001' })} draft={draft} />, {
      path: `/dashboard/endowments/${PUBKEY}`,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'وقف الفيلا السكنية' })).toBeVisible();
    expect(screen.getAllByText('WQF-1448-000001')[0]).toBeVisible();
  });

  it('shows the state, version and short hash, and each signer’s invitation state', async () => {
    await showDeed({}, [
      aSigner({ pubkey: 's0', role: 'ENDOWER', name: 'عبدالله الواقف', state: 'SIGNED', signedAt: AT }),
      aSigner({ pubkey: 's1', name: 'خالد الناظر', state: 'VIEWED', viewedAt: AT }),
      aSigner({ pubkey: 's2', role: 'WITNESS', name: 'سعد الشاهد', state: 'REJECTED', reason: 'الاسم خطأ' }),
      aSigner({ pubkey: 's3', role: 'WITNESS', name: 'فهد الشاهد', state: 'INVITED' }),
    ]);
    // No title given: the deed is named by its main asset (the first) and its type.
    expect(screen.getByRole('heading', { level: 1, name: 'عقار في الرياض — خيري' })).toBeVisible();
    expect(screen.getByText('قيد التوقيع')).toBeVisible();
    expect(screen.getByText('١')).toBeVisible();
    expect(screen.getByTitle(HASH)).toHaveTextContent(`${HASH.slice(0, 8)}…${HASH.slice(-8)}`);
    const signers = screen.getByRole('list', { name: 'النظّار والشهود' });
    const row = (name: string) => within(signers).getByText(name).closest('li')!;
    // Signed: the time in both calendars (20 Nov 2026 is in Jumada al-Ula 1448).
    expect(within(row('عبدالله الواقف')).getByText(/وقّع في .*١٤٤٨.*٢٠٢٦|وقّع في .*٢٠٢٦.*١٤٤٨/)).toBeVisible();
    expect(within(row('خالد الناظر')).getByText('اطّلع')).toBeVisible();
    expect(within(row('سعد الشاهد')).getByText('رفض: الاسم خطأ')).toBeVisible();
    expect(within(row('فهد الشاهد')).getByText('مدعو')).toBeVisible();
    // IDs, masked too, in Western digits as on the document (issue 32's numeral policy).
    expect(within(row('فهد الشاهد')).getByText('1******672')).toBeVisible();
  });

  it('says "re-sign required" for the signatures an edit revoked', async () => {
    await showDeed({ status: 'DRAFT', version: 2, hash: null }, [
      aSigner({ state: 'REVOKED', signedAt: AT, revokedAt: AT }),
    ]);
    expect(screen.getByText('يلزم التوقيع من جديد')).toBeVisible();
    expect(screen.getByText(/أُلغيت كل تواقيع النسخة السابقة/)).toBeVisible();
  });

  it('offers the actions of each state, and no other', () => {
    const offered = Object.fromEntries(ENDOWMENT_STATUSES.map((status) => [status, deedActions(status)]));
    expect(offered).toEqual({
      DRAFT: ['continue', 'withdraw'],
      SUBMITTED: ['edit', 'withdraw'],
      UNDER_REVIEW: ['edit', 'withdraw'],
      CHANGES_REQUESTED: ['edit', 'withdraw'],
      SIGNED_BY_ALL: ['finalize', 'withdraw'],
      FINAL: ['register', 'amend'],
      REGISTERED: ['amend'],
      WITHDRAWN: [],
    } satisfies Record<EndowmentStatus, string[]>);
  });

  it('finalises a deed everyone signed once the endower confirms it will be locked and numbered', async () => {
    let finalized = false;
    server.use(
      http.post(route('endowments.finalize'), () => {
        finalized = true;
        return HttpResponse.json(aSigning({ status: 'FINAL', docNumber: 'WQF-1448-000001' }));
      }),
    );
    const { user } = await showDeed({ status: 'SIGNED_BY_ALL' });
    expect(screen.queryByRole('button', { name: 'تعديل الوثيقة' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'اعتماد' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'اعتماد الوثيقة؟' });
    expect(within(dialog).getByText(/يقفل الوثيقة .* ويعطيها رقمها \(WQF-…\)/)).toBeVisible();
    expect(finalized).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(finalized).toBe(false);
    await user.click(screen.getByRole('button', { name: 'اعتماد' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'اعتماد' }));
    await waitFor(() => expect(finalized).toBe(true));
    expect(await screen.findByText('اعتُمدت الوثيقة وأُعطيت رقمها')).toBeVisible();
  });

  it('warns that editing revokes the signatures before it reopens the deed', async () => {
    let reopened = false;
    server.use(
      http.post(route('endowments.reopen'), () => {
        reopened = true;
        return HttpResponse.json(aSigning({ status: 'DRAFT', version: 2, hash: null }));
      }),
    );
    const { user } = await showDeed({ status: 'UNDER_REVIEW' });
    await user.click(screen.getByRole('button', { name: 'تعديل الوثيقة' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/تُلغى كل التواقيع/)).toBeVisible();
    expect(reopened).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'تعديل الوثيقة' }));
    await waitFor(() => expect(reopened).toBe(true));
    await waitFor(() => expect(window.location.pathname).toBe(`/dashboard/endowments/${PUBKEY}/edit`));
  });

  it('registers a final deed only with its deed number, Hijri date and scan', async () => {
    const sent: FormData[] = [];
    server.use(
      http.post(route('endowments.register'), async ({ request }) => {
        sent.push(await request.formData());
        return HttpResponse.json(aSigning({ status: 'REGISTERED' }));
      }),
    );
    const { user } = await showDeed({ status: 'FINAL', docNumber: 'WQF-1448-000001' }, [
      aSigner({ state: 'SIGNED', signedAt: AT }),
    ]);
    expect(screen.queryByRole('button', { name: 'سحب' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'تسجيل' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'تسجيل' }));
    expect(within(dialog).getByText('اختر صورة الصك المسجّل.')).toBeVisible();
    expect(sent).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/رقم صك المحكمة/), '٤٣٢١');
    await user.type(within(dialog).getByRole('textbox', { name: /هجري/ }), '1448-05-10');
    const scan = new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, scan);
    await user.click(within(dialog).getByRole('button', { name: 'تسجيل' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('deedNumber')).toBe('4321');
    expect(sent[0]!.get('hijriDate')).toBe('1448-05-10');
    expect(sent[0]!.has('file')).toBe(true);
  });

  it('says why the PDF cannot be made (503) and keeps the preview', async () => {
    server.use(http.get(PDF, ({ request }) => apiError(request, 'ENDOWMENT_PDF_UNAVAILABLE')));
    const { user } = await showDeed();
    const frame = await screen.findByTitle('الوثيقة');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('الفقرة الأولى');
    await user.click(screen.getByRole('button', { name: 'تنزيل ملف PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/تعذّر إنشاء ملف PDF للوثيقة الآن/);
    expect(screen.getByTitle('الوثيقة')).toBeInTheDocument();
  });
});
