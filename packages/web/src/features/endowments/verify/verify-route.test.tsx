import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EndowmentVerification } from '@bayan/shared';
import { renderPage } from '../../../test/render';
import { apiError, server } from '../../../test/server';
import { HASH, aVerification, route } from '../signing-test-api';
import VerifyRoute from './verify-route';

const CODE = 'code-00000000000000001';

function verifyApi(answer: EndowmentVerification | null, matches = true) {
  server.use(
    http.get(route('endowments.verify'), ({ request }) =>
      answer ? HttpResponse.json(answer) : apiError(request, 'ENDOWMENT_VERIFICATION_NOT_FOUND'),
    ),
    http.post(route('endowments.verifyPdf'), () =>
      HttpResponse.json({ matches, uploadedHash: 'cd'.repeat(32), expectedHash: 'ef'.repeat(32) }),
    ),
  );
}

const showVerify = (language: 'ar' | 'en' = 'ar') =>
  renderPage(
    <Routes>
      <Route path="/verify/:code" element={<VerifyRoute />} />
    </Routes>,
    { path: `/verify/${CODE}`, language },
  );

async function upload(user: Awaited<ReturnType<typeof showVerify>>['user']) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  await user.upload(input, new File(['%PDF'], 'deed.pdf', { type: 'application/pdf' }));
}

describe('the public verification page', () => {
  it('shows the document number, version, hash, state and who signed when (masked IDs)', async () => {
    verifyApi(aVerification());
    await showVerify();
    expect(await screen.findByText('WQF-1448-000001')).toBeVisible();
    // As printed on the document: Western digits, held left to right.
    expect(screen.getByText('WQF-1448-000001')).toHaveStyle({
      unicodeBidi: 'isolate-override',
    });
    expect(screen.getByTitle(HASH)).toBeVisible();
    expect(screen.getByText('معتمدة')).toBeVisible();
    expect(screen.getByText(/سعد الشاهد/)).toHaveTextContent('1******345');
    expect(screen.getByText(/وقّع في .*١٤٤٨/)).toBeVisible();
  });

  it('shows the fingerprint of the certificate that sealed the PDF, whole, in ar and en', async () => {
    const fingerprint = '0123456789abcdef'.repeat(4);
    const printed = '01:23:45:67:89:AB:CD:EF:'.repeat(4).slice(0, -1);
    verifyApi(aVerification({ sealFingerprint: fingerprint }));
    await showVerify();
    expect(await screen.findByText(/^بصمة شهادة الختم/)).toBeVisible();
    expect(screen.getByTestId('seal-fingerprint')).toHaveTextContent(printed);
    expect(screen.getByTestId('seal-fingerprint')).toHaveAttribute('dir', 'ltr');
    cleanup();
    await showVerify('en');
    expect(await screen.findByText('Seal certificate (SHA-256)')).toBeVisible();
    expect(screen.getByText(/Bayan’s digital seal/)).toBeVisible();
  });

  it('shows no seal for a deed not sealed (before FINAL, or finalised before the seal)', async () => {
    verifyApi(aVerification({ sealFingerprint: null, status: 'SIGNED_BY_ALL', pdfHash: null }));
    await showVerify();
    await screen.findByText('WQF-1448-000001');
    expect(screen.queryByTestId('seal-fingerprint')).toBeNull();
  });

  it('says an uploaded PDF matches', async () => {
    verifyApi(aVerification(), true);
    const { user } = await showVerify();
    await screen.findByText('WQF-1448-000001');
    await upload(user);
    expect(await screen.findByRole('status')).toHaveTextContent('deed.pdf هو وثيقة هذا الوقف: البصمة مطابقة.');
  });

  it('says an uploaded PDF does not match', async () => {
    verifyApi(aVerification(), false);
    const { user } = await showVerify('en');
    await screen.findByText('WQF-1448-000001');
    await upload(user);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('deed.pdf does not match this deed’s document'),
    );
  });

  it('says clearly when no deed has the code', async () => {
    verifyApi(null);
    await showVerify();
    expect(await screen.findByRole('alert')).toHaveTextContent('لا توجد وثيقة بهذا الرمز.');
    expect(screen.queryByText('التواقيع')).toBeNull();
  });

  it('says clearly when the code’s version was superseded', async () => {
    verifyApi(aVerification({ superseded: true, latestVersion: 2, status: 'UNDER_REVIEW', docNumber: null }));
    await showVerify();
    expect(await screen.findByRole('alert')).toHaveTextContent(/هذا الرمز لنسخة سابقة.*النسخة ٢/);
    // No number yet: words, in the page's direction (an override would lay the Arabic letters out backwards).
    expect(screen.getByText('لم تُعتمد بعد')).not.toHaveStyle({ unicodeBidi: 'isolate-override' });
    expect(screen.getByText('لم تُعتمد بعد')).not.toHaveAttribute('dir', 'ltr');
  });
});

describe('finding a deed without its QR code (walk finding 13)', () => {
  const routes = (path: string) =>
    renderPage(
      <Routes>
        <Route path="/verify" element={<VerifyRoute />} />
        <Route path="/verify/:code" element={<VerifyRoute />} />
      </Routes>,
      { path },
    );
  const lookupApi = () => {
    const asked: string[] = [];
    server.use(
      http.get(route('endowments.verifyLookup'), ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        asked.push(q);
        return q.includes('000001')
          ? HttpResponse.json({ code: CODE })
          : apiError(request, 'ENDOWMENT_VERIFICATION_NOT_FOUND');
      }),
    );
    return asked;
  };

  it('searches by the document number from /verify, and opens the deed found', async () => {
    verifyApi(aVerification());
    const asked = lookupApi();
    const { user } = await routes('/verify');
    const search = await screen.findByRole('textbox', { name: 'رقم الوثيقة أو بصمتها' });
    await user.type(search, 'WQF-1448-000002');
    await user.click(screen.getByRole('button', { name: 'ابحث' }));
    expect(await screen.findByText('لا توجد وثيقة بهذا الرقم أو بهذه البصمة.')).toBeVisible();
    await user.clear(search);
    await user.type(search, 'WQF-1448-000001');
    await user.click(screen.getByRole('button', { name: 'ابحث' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/verify/${CODE}`));
    expect(await screen.findByTitle(HASH)).toBeVisible();
    expect(asked).toEqual(['WQF-1448-000002', 'WQF-1448-000001']);
  });

  it('opens the deed a number in the address names (/verify/WQF-1448-000001)', async () => {
    verifyApi(aVerification());
    lookupApi();
    await routes('/verify/WQF-1448-000001');
    await waitFor(() => expect(window.location.pathname).toBe(`/verify/${CODE}`));
    expect(await screen.findByTitle(HASH)).toBeVisible();
  });

  it('searches through a plain GET form, so the address /verify?q= finds the deed without JavaScript too', async () => {
    verifyApi(aVerification());
    lookupApi();
    await routes('/verify');
    const form = await screen.findByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/verify');
    expect(screen.getByRole('textbox', { name: 'رقم الوثيقة أو بصمتها' })).toHaveAttribute('name', 'q');
    cleanup();
    await routes('/verify?q=WQF-1448-000002');
    expect(await screen.findByText('لا توجد وثيقة بهذا الرقم أو بهذه البصمة.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'رقم الوثيقة أو بصمتها' })).toHaveValue('WQF-1448-000002');
    cleanup();
    await routes('/verify?q=nonsense');
    expect(await screen.findByText(/اكتب رقم الوثيقة كما هو مطبوع/)).toBeVisible();
    cleanup();
    await routes('/verify?q=WQF-1448-000001');
    await waitFor(() => expect(window.location.pathname).toBe(`/verify/${CODE}`));
    expect(await screen.findByTitle(HASH)).toBeVisible();
  });

  it('says a draft’s QR code names a draft, not yet verifiable', async () => {
    await routes('/verify/draft');
    expect(await screen.findByText(/^مسودة — لا يمكن التحقق منها بعد/)).toBeVisible();
  });
});

describe('the search’s hint', () => {
  it('gives the example number as printed: Western digits, held left to right', async () => {
    await renderPage(
      <Routes>
        <Route path="/verify" element={<VerifyRoute />} />
      </Routes>,
      { path: '/verify' },
    );
    const field = await screen.findByRole('textbox', { name: 'رقم الوثيقة أو بصمتها' });
    expect(field).toHaveAccessibleDescription(/\u2066WQF-1448-000001\u2069/);
  });
});
