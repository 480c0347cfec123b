import { DEED_FONT_FAMILY, deedFontCss } from './deed-font.js';

/*
 * The document's print styles: A4, the embedded Naskh font throughout (no letter-spacing on
 * Arabic), page numbers in the page's bottom margin box (CSS paged media, Chromium ≥ 131) with
 * Arabic-Indic digits from the arabic-indic counter style, tables that repeat their headings and
 * keep rows whole, and a fixed «مسودة» watermark, which print repeats on every page.
 */
export function deedStyles(): string {
  const font = `'${DEED_FONT_FAMILY}', serif`;
  return `${deedFontCss()}
@page {
  size: A4;
  margin: 18mm 16mm 20mm;
  @bottom-center {
    content: "صفحة " counter(page, arabic-indic) " من " counter(pages, arabic-indic);
    font-family: ${font};
    font-size: 9pt;
    color: #555;
  }
}
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: ${font}; font-size: 12pt; line-height: 1.8; color: #111; }
main { position: relative; z-index: 1; }
h1 { margin: 0; font-size: 20pt; font-weight: 700; }
h2 { margin: 0 0 2mm; padding-block-end: 1mm; font-size: 13pt; font-weight: 700; border-block-end: 1px solid #8a7a4a; break-after: avoid; }
p { margin: 0 0 2mm; text-align: justify; }
.head { display: flex; justify-content: space-between; align-items: flex-start; gap: 6mm; padding-block-end: 3mm; margin-block-end: 5mm; border-block-end: 2px solid #8a7a4a; }
.subtitle { margin: 0 0 2mm; color: #444; }
/* WQF-1447-000123 in Western digits as it is typed into a search, kept whole and left to right. */
.doc-number { direction: ltr; unicode-bidi: isolate-override; white-space: nowrap; }
.head dl, .verification dl { display: grid; grid-template-columns: auto 1fr; gap: 0 4mm; margin: 0; }
.head dt, .verification dt { font-weight: 700; }
.head dd, .verification dd { margin: 0; }
.qr { margin: 0; text-align: center; font-size: 8pt; color: #444; }
.qr svg { display: block; }
.paragraph { margin-block-end: 5mm; }
.typed { white-space: pre-line; }
.empty { color: #555; }
table { width: 100%; border-collapse: collapse; margin-block: 2mm; font-size: 10.5pt; line-height: 1.6; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
th, td { border: 1px solid #999; padding: 1mm 2mm; text-align: start; vertical-align: top; }
th { background: #f1ede2; font-weight: 700; }
td.empty { text-align: center; }
.hash { direction: ltr; unicode-bidi: isolate; text-align: right; font-size: 9pt; overflow-wrap: anywhere; }
.watermark { position: fixed; inset: 0; display: flex; align-items: center; justify-content: center; z-index: 0; pointer-events: none; }
.watermark span { font-size: 150pt; font-weight: 700; color: rgba(160, 20, 20, 0.09); transform: rotate(-35deg); }
`;
}
