import type { DeedSnapshot, EndowmentStatus } from '@bayan/shared';
import { digits, dualDate } from './deed-format.js';
import { STATUS_LABELS, labelOf } from './deed-labels.js';
import { DEED_PARAGRAPH_ORDER, paragraphsHtml, type ParagraphId } from './deed-paragraphs.js';
import { qrSvg } from '../../../lib/qr-svg.js';
import { deedStyles } from './deed-styles.js';
import { signaturesTable, type DeedSignature } from './deed-tables.js';
import { html, raw } from './html.js';

/*
 * The one renderer of a waqf document (issue 13): the HTML preview, and the PDF by printing this
 * same HTML in Chromium (deed-pdf-renderer.ts). Filled from the frozen snapshot only, never from
 * the live draft; self-contained (font inline, QR as SVG), so the page loads nothing. One document
 * whatever the reader's language (issue 32): the preview is the PDF, and the PDF is the one signed.
 */

export interface DeedHtmlOptions {
  /** WQF-<Hijri year>-<sequence>, from FINAL on. */
  docNumber?: string | null;
  version: number;
  /** The snapshot's SHA-256, the one every signature binds. */
  hash: string;
  status: EndowmentStatus;
  signatures: readonly DeedSignature[];
  /** The public verification page the QR code opens. */
  verifyUrl: string;
  /** Where signing times are read (the establishment's zone). */
  timeZone?: string;
  /** The paragraphs in the order to print (waqf notes §3: configurable). */
  paragraphOrder?: readonly ParagraphId[];
}

/** States whose document is no longer a draft: no «مسودة» watermark. */
const SETTLED: readonly EndowmentStatus[] = ['FINAL', 'REGISTERED'];

/** What the document is at this state: a draft until FINAL, then final, then registered. */
function subtitleOf(status: EndowmentStatus): string {
  if (status === 'REGISTERED') return 'وثيقة موثقة لدى الجهة المختصة';
  if (status === 'FINAL') return 'وثيقة نهائية معتمدة للتوثيق لدى الجهة المختصة';
  return 'مسودة للتوثيق لدى الجهة المختصة';
}

export function renderDeedHtml(snapshot: DeedSnapshot, options: DeedHtmlOptions): string {
  const { status } = options;
  const timeZone = options.timeZone ?? 'Asia/Riyadh';
  const deed = snapshot.deed;
  const day = snapshot.meta.gregorianDate ?? deed.gregorianDate;
  const context = { deed, timeZone, signatures: options.signatures };
  const docNumber = options.docNumber ?? '';
  const page = html`<!doctype html>
    <html lang="ar" dir="rtl">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>وثيقة وقف ${docNumber}</title>
        <style>
          ${raw(deedStyles())}
        </style>
      </head>
      <body>
        ${SETTLED.includes(status) ? '' : html`<div class="watermark" aria-hidden="true"><span>مسودة</span></div>`}
        <main>
          <header class="head">
            <div>
              <h1>وثيقة وقف</h1>
              <p class="subtitle">${subtitleOf(status)}</p>
              <dl>
                <dt>رقم الوثيقة</dt>
                <dd>${docNumber ? html`<bdi class="doc-number">${docNumber}</bdi>` : 'يُسند عند اعتماد الوثيقة'}</dd>
                <dt>التاريخ</dt>
                <dd>${day ? dualDate(day) : ''}</dd>
                <dt>الإصدار</dt>
                <dd>${digits(String(options.version))}</dd>
                <dt>الحالة</dt>
                <dd>${labelOf(STATUS_LABELS, status)}</dd>
              </dl>
            </div>
            <figure class="qr">
              ${raw(qrSvg(options.verifyUrl))}
              <figcaption>امسح الرمز للتحقق من الوثيقة</figcaption>
            </figure>
          </header>
          ${paragraphsHtml(options.paragraphOrder ?? DEED_PARAGRAPH_ORDER, context)}
          <section class="paragraph">
            <h2>التوقيعات</h2>
            ${signaturesTable(context)}
          </section>
          <section class="paragraph verification">
            <h2>التحقق من الوثيقة</h2>
            <dl>
              <dt>بصمة المحتوى (SHA-256)</dt>
              <dd class="hash">${options.hash}</dd>
              <dt>رابط التحقق</dt>
              <dd class="hash">${options.verifyUrl}</dd>
            </dl>
          </section>
        </main>
      </body>
    </html>`;
  return page.text;
}
