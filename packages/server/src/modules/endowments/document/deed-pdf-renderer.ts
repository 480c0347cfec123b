import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { AppError } from '../../../lib/http/app-error.js';
import { RateLimitedError } from '../../../lib/throttle/rate-limited-error.js';
import { BoundedQueue, QueueFullError } from './bounded-queue.js';

/*
 * The deed's PDF: the document's HTML printed by Chromium, the only renderer here that joins
 * Arabic and mixes it with digits and Latin correctly (issue 13). Chromium is started on the first
 * PDF and reused; each PDF gets a fresh browser context that may load nothing from the network
 * (the HTML is self-contained). Two print at once and twenty wait at most; beyond that the caller
 * gets ENDOWMENT_PDF_BUSY. No Chromium, or one that will not start, gives ENDOWMENT_PDF_UNAVAILABLE
 * (503) with the reason; the HTML preview does not need it.
 */

/** Why no PDF can be made: the routes answer it as a 503 whose details carry the reason. */
export class DeedPdfUnavailableError extends AppError {
  constructor(readonly reason: string) {
    super('ENDOWMENT_PDF_UNAVAILABLE', [{ path: 'pdf', code: 'ENDOWMENT_PDF_UNAVAILABLE', message: reason }]);
    this.name = 'DeedPdfUnavailableError';
  }
}

/** The line is full: a 503 that says when to come back (`Retry-After`, plugins/retry-after.ts). */
export class DeedPdfBusyError extends RateLimitedError {
  constructor() {
    super('ENDOWMENT_PDF_BUSY', 5_000);
    this.name = 'DeedPdfBusyError';
  }
}

export interface DeedPdfRendererOptions {
  /** Debian's Chromium unless CHROMIUM_PATH says otherwise (as the e2e tests and benchmarks). */
  executablePath?: string;
  /** PDFs printed at once (default 2) and waiting (default 20). */
  concurrency?: number;
  maxWaiting?: number;
  /** How long one PDF may take, in ms (default 30 s). */
  timeoutMs?: number;
}

/**
 * Headless, no sandbox (containers), no GPU, no network of its own. Playwright gives every launch
 * a fresh temporary profile (it refuses a --user-data-dir argument), removed when it closes.
 */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim();

export class DeedPdfRenderer {
  private readonly executablePath: string;
  private readonly queue: BoundedQueue;
  private readonly timeoutMs: number;
  private browser: Promise<Browser> | undefined;
  private closed = false;

  constructor(options: DeedPdfRendererOptions = {}) {
    this.executablePath = options.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    this.queue = new BoundedQueue(options.concurrency ?? 2, options.maxWaiting ?? 20);
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  /** The PDF (A4, page numbers in the page margin, fonts embedded) of a self-contained HTML document. */
  async render(html: string): Promise<Buffer> {
    try {
      return await this.queue.run(() => this.print(html));
    } catch (error) {
      if (error instanceof QueueFullError) throw new DeedPdfBusyError();
      throw error;
    }
  }

  /** Closes Chromium (the app's onClose); a PDF asked for afterwards is refused. */
  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = undefined;
    await browser?.then((b) => b.close()).catch(() => undefined);
  }

  private async print(html: string): Promise<Buffer> {
    const browser = await this.started();
    const context = await browser.newContext();
    try {
      await context.route('**/*', (route) => route.abort());
      const page = await context.newPage();
      page.setDefaultTimeout(this.timeoutMs);
      await page.setContent(html, { waitUntil: 'load' });
      // The embedded font is decoded before printing (a string: this package has no DOM types).
      await page.evaluate('document.fonts.ready.then(() => true)');
      return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true, tagged: true });
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  private started(): Promise<Browser> {
    if (this.closed) return Promise.reject(new DeedPdfUnavailableError('The PDF service is closing.'));
    if (!this.browser) {
      const launching = this.launch();
      this.browser = launching;
      // A failed start is not kept: the next PDF tries again (Chromium may be installed meanwhile).
      launching.catch(() => {
        if (this.browser === launching) this.browser = undefined;
      });
    }
    return this.browser;
  }

  private async launch(): Promise<Browser> {
    if (!existsSync(this.executablePath))
      throw new DeedPdfUnavailableError(`Chromium is not installed at ${this.executablePath}.`);
    let browser: Browser;
    try {
      // Loaded at the first PDF, not with the server: playwright-core is a large module that every
      // start (and every server test file) would otherwise read without printing anything.
      const { chromium } = await import('playwright-core');
      browser = await chromium.launch({
        executablePath: this.executablePath,
        args: CHROMIUM_ARGS,
        timeout: this.timeoutMs,
      });
    } catch (error) {
      throw new DeedPdfUnavailableError(`Chromium did not start: ${firstLine(error)}`);
    }
    // A crashed Chromium is started again by the next PDF.
    browser.on('disconnected', () => {
      if (this.browser) void this.browser.then((b) => b === browser && (this.browser = undefined));
    });
    if (this.closed) {
      await browser.close();
      throw new DeedPdfUnavailableError('The PDF service is closing.');
    }
    return browser;
  }
}
