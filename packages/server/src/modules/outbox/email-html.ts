import { BRAND_BACKGROUND, BRAND_FONT, BRAND_PRIMARY } from '@bayan/shared';
import { escapeMarkup as escape } from '../../lib/escape-markup.js';
import type { EmailBlock, EmailContent } from './email-layout.js';
import { emailSubject } from './email-text.js';

/*
 * The HTML part: nested tables and inline styles, which Gmail, Outlook and phone clients all draw
 * (they drop <style> sheets, web fonts and logical CSS properties), no image, the product's font
 * stack and colours. Every value is escaped here, where it meets the markup.
 */

type Direction = 'rtl' | 'ltr';

const FONT = `${BRAND_FONT}, system-ui, -apple-system, 'Segoe UI', Tahoma, Arial, sans-serif`;
const TEXT = '#212121';
const MUTED = '#616161';
const RULE = '#e0e0e0';
const TABLE = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';

/** The side text starts from; written out, as email clients know no `start` or `text-align:start`. */
const start = (dir: Direction) => (dir === 'rtl' ? 'right' : 'left');

/**
 * Label above value, in a tinted box: side by side, a phone's width left a long address or clinic
 * name a few letters a line. A value takes its own direction (an email address among Arabic).
 */
function facts(dir: Direction, rows: ReadonlyArray<readonly [string, string]>): string {
  const lines = rows.map(
    ([label, value]) =>
      `<p style="margin:4px 0;text-align:${start(dir)}"><span style="font-size:13px;color:${MUTED}">${escape(label)}</span><br>` +
      `<span dir="auto" style="font-weight:700;word-break:break-word">${escape(value)}</span></p>`,
  );
  return (
    `<table ${TABLE} width="100%" style="margin:0 0 16px"><tr>` +
    `<td bgcolor="${BRAND_BACKGROUND.default}" style="padding:8px 16px;border-radius:8px;background:${BRAND_BACKGROUND.default}">${lines.join('')}</td>` +
    '</tr></table>'
  );
}

function link(dir: Direction, { link: url, label, secondary }: Extract<EmailBlock, { link: string }>): string {
  const href = escape(url);
  const [fill, ink] = secondary
    ? [BRAND_BACKGROUND.paper, BRAND_PRIMARY.dark]
    : [BRAND_PRIMARY.main, BRAND_PRIMARY.contrastText];
  const button = `display:inline-block;padding:12px 24px;border-radius:8px;font-family:${FONT};font-weight:700;color:${ink};text-decoration:none`;
  // The address itself beneath the button: left to right even among Arabic, broken anywhere so a phone need not scroll.
  const shown = `margin:0 0 16px;text-align:${start(dir)};font-size:13px;line-height:1.6;color:${MUTED};word-break:break-all`;
  return (
    `<table ${TABLE} style="margin:0 0 8px"><tr><td bgcolor="${fill}" style="border:2px solid ${BRAND_PRIMARY.main};border-radius:8px;background:${fill}">` +
    `<a href="${href}" style="${button}">${escape(label)}</a></td></tr></table>` +
    `<p dir="ltr" style="${shown}"><a href="${href}" style="font-family:${FONT};color:${BRAND_PRIMARY.dark}">${href}</a></p>`
  );
}

function block(dir: Direction, item: EmailBlock): string {
  if ('text' in item) return `<p style="margin:0 0 16px;text-align:${start(dir)}">${escape(item.text)}</p>`;
  if ('facts' in item) return facts(dir, item.facts);
  return link(dir, item);
}

/** One language's part: a cell of its own, with its language and direction. */
function section(lang: 'ar' | 'en', heading: string, blocks: EmailBlock[]): string {
  const dir: Direction = lang === 'ar' ? 'rtl' : 'ltr';
  const rule = lang === 'en' ? `border-top:1px solid ${RULE};` : '';
  const style = `${rule}padding:24px 24px 8px;text-align:${start(dir)};font-family:${FONT};font-size:16px;line-height:1.8;color:${TEXT}`;
  const title = `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.5;font-weight:700;color:${BRAND_PRIMARY.dark}">${escape(heading)}</h1>`;
  return `<tr><td lang="${lang}" dir="${dir}" align="${start(dir)}" style="${style}">${title}${blocks.map((item) => block(dir, item)).join('')}</td></tr>`;
}

const HEADER =
  `<tr><td bgcolor="${BRAND_PRIMARY.main}" style="padding:16px 24px;border-radius:15px 15px 0 0;background:${BRAND_PRIMARY.main};` +
  `font-family:${FONT};font-size:22px;font-weight:700;line-height:1.4;color:${BRAND_PRIMARY.contrastText};text-align:right">` +
  // The separator among the Arabic, so that it stays between the two names.
  `بيان · <span lang="en" dir="ltr" style="font-size:15px;font-weight:400">Bayan</span></td></tr>`;

/** The whole document: Arabic first (the page's own language and direction), then English. */
export function emailHtml(content: EmailContent): string {
  const { subject, ar, en } = content;
  const page = BRAND_BACKGROUND.default;
  const card = `width:100%;max-width:600px;background:${BRAND_BACKGROUND.paper};border:1px solid ${RULE};border-radius:15px;border-collapse:separate`;
  return [
    '<!DOCTYPE html>',
    '<html lang="ar" dir="rtl"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="x-apple-disable-message-reformatting"><meta name="color-scheme" content="light">',
    `<title>${escape(emailSubject(content))}</title>`,
    // Outlook on Windows draws a font missing from the machine as Times New Roman, not the next in the stack.
    '<!--[if mso]><style>table,td,h1,p,a,span{font-family:Tahoma,Arial,sans-serif !important}</style><![endif]-->',
    `</head><body style="margin:0;padding:0;background:${page}">`,
    `<table ${TABLE} width="100%" bgcolor="${page}" style="background:${page}"><tr><td align="center" style="padding:24px 12px">`,
    // Outlook ignores max-width: a fixed 600 px frame for it alone.
    `<!--[if mso]><table ${TABLE} width="600"><tr><td><![endif]-->`,
    `<table ${TABLE} width="100%" style="${card}">`,
    HEADER,
    section('ar', subject.ar, ar),
    section('en', subject.en, en),
    '</table><!--[if mso]></td></tr></table><![endif]-->',
    '</td></tr></table></body></html>',
  ].join('\n');
}
