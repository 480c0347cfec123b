import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorMessage, errorStatus } from '@bayan/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerDeedPdf } from './deed-document.js';
import { DeedPdfBusyError, DeedPdfRenderer, DeedPdfUnavailableError } from './deed-pdf-renderer.js';

const PAGE = '<!doctype html><html lang="ar" dir="rtl"><body>وقف</body></html>';

describe('DeedPdfRenderer without a working Chromium', () => {
  it('answers a missing Chromium with ENDOWMENT_PDF_UNAVAILABLE (503) and the reason, each time', async () => {
    const renderer = new DeedPdfRenderer({ executablePath: '/nonexistent/chromium' });
    const failure = await renderer.render(PAGE).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeedPdfUnavailableError);
    const error = failure as DeedPdfUnavailableError;
    expect(error.code).toBe('ENDOWMENT_PDF_UNAVAILABLE');
    expect(errorStatus(error.code)).toBe(503);
    expect(errorMessage(error.code, 'ar')).toContain('المعاينة');
    expect(error.reason).toBe('Chromium is not installed at /nonexistent/chromium.');
    expect(error.details).toEqual([{ path: 'pdf', code: 'ENDOWMENT_PDF_UNAVAILABLE', message: error.reason }]);
    // Not remembered: the next PDF looks again (Chromium may have been installed meanwhile).
    await expect(renderer.render(PAGE)).rejects.toBeInstanceOf(DeedPdfUnavailableError);
    await renderer.close();
  });

  it('answers a Chromium that does not start with the reason, and a full line with ENDOWMENT_PDF_BUSY', async () => {
    // A "browser" that never answers: the launch times out.
    const dir = mkdtempSync(path.join(tmpdir(), 'deed-pdf-hang-'));
    const executablePath = path.join(dir, 'chromium');
    writeFileSync(executablePath, '#!/bin/sh\nexec sleep 30\n');
    chmodSync(executablePath, 0o755);
    const renderer = new DeedPdfRenderer({ executablePath, concurrency: 1, maxWaiting: 1, timeoutMs: 1500 });

    const first = renderer.render(PAGE).catch((error: unknown) => error);
    const second = renderer.render(PAGE).catch((error: unknown) => error);
    const third = await renderer.render(PAGE).catch((error: unknown) => error);
    expect(third).toBeInstanceOf(DeedPdfBusyError);
    expect(errorStatus((third as DeedPdfBusyError).code)).toBe(503);
    expect((third as DeedPdfBusyError).retryAfterSeconds).toBe(5);

    const failed = (await first) as DeedPdfUnavailableError;
    expect(failed).toBeInstanceOf(DeedPdfUnavailableError);
    expect(failed.reason).toMatch(/^Chromium did not start: /);
    expect(await second).toBeInstanceOf(DeedPdfUnavailableError);
    await renderer.close();
  });

  it('refuses a PDF once closed', async () => {
    const renderer = new DeedPdfRenderer({ executablePath: '/nonexistent/chromium' });
    await renderer.close();
    const failure = (await renderer.render(PAGE).catch((error: unknown) => error)) as DeedPdfUnavailableError;
    expect(failure.reason).toBe('The PDF service is closing.');
  });
});

describe('registerDeedPdf', () => {
  it('closes the renderer with the app', async () => {
    const app = Fastify();
    const renderer = registerDeedPdf(app, { executablePath: '/nonexistent/chromium' });
    await app.ready();
    await app.close();
    const failure = (await renderer.render(PAGE).catch((error: unknown) => error)) as DeedPdfUnavailableError;
    expect(failure.reason).toBe('The PDF service is closing.');
  });
});
