import type { DeedSnapshot } from '@bayan/shared';
import type { FastifyInstance } from 'fastify';
import { DeedPdfRenderer, type DeedPdfRendererOptions } from './deed-pdf-renderer.js';
import { renderDeedHtml, type DeedHtmlOptions } from './render-deed-html.js';

/*
 * What the signing issue's routes call: the preview (`deedDocumentHtml`) and the download
 * (`deedDocumentPdf`) from one renderer, both from the frozen snapshot (its stored canonical text
 * or the parsed object), and `registerDeedPdf`, which gives a scope its Chromium and closes it with
 * the app. The routes answer the renderer's errors (AppError: ENDOWMENT_PDF_UNAVAILABLE and
 * ENDOWMENT_PDF_BUSY, 503) like any other.
 */

export type { DeedHtmlOptions } from './render-deed-html.js';
export type { DeedSignature } from './deed-tables.js';
export { DeedPdfBusyError, DeedPdfRenderer, DeedPdfUnavailableError } from './deed-pdf-renderer.js';
export { DEED_PARAGRAPH_ORDER, type ParagraphId } from './deed-paragraphs.js';

const parsed = (snapshot: DeedSnapshot | string): DeedSnapshot =>
  typeof snapshot === 'string' ? (JSON.parse(snapshot) as DeedSnapshot) : snapshot;

export function deedDocumentHtml(snapshot: DeedSnapshot | string, options: DeedHtmlOptions): string {
  return renderDeedHtml(parsed(snapshot), options);
}

export function deedDocumentPdf(
  renderer: DeedPdfRenderer,
  snapshot: DeedSnapshot | string,
  options: DeedHtmlOptions,
): Promise<Buffer> {
  return renderer.render(deedDocumentHtml(snapshot, options));
}

/** A renderer for `app`'s routes, its Chromium closed when the app closes. */
export function registerDeedPdf(app: FastifyInstance, options?: DeedPdfRendererOptions): DeedPdfRenderer {
  const renderer = new DeedPdfRenderer(options);
  app.addHook('onClose', () => renderer.close());
  return renderer;
}
