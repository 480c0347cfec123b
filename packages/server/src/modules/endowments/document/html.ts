/*
 * HTML built by a tagged template that escapes every interpolated value: a deed's texts are typed
 * by its endower, and none of them may add markup to the document. Only what this folder builds
 * itself (a SafeHtml, from `html` or `raw`) goes in as markup.
 */

import { escapeMarkup } from '../../../lib/escape-markup.js';

export class SafeHtml {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

/** What may be interpolated: text and numbers are escaped, SafeHtml kept, lists joined, nothing dropped. */
export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

function piece(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map(piece).join('');
  return escapeMarkup(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, part, i) => out + part + (i < values.length ? piece(values[i]!) : ''), ''));
}

/** Markup this folder made itself (the font's CSS, the QR code's SVG): never a deed's text. */
export const raw = (markup: string) => new SafeHtml(markup);
