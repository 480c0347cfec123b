/** A PDF name token: a solidus and the regular characters after it (PDF 32000-1 §7.3.5). */
const NAME = /\/[^\s()<>[\]{}/%]*/g;

/**
 * The text with every `#xx` escape inside a name replaced by its character, so `/J#61vaScript`
 * reads `/JavaScript` as a PDF reader sees it. Text outside names is left as it is.
 */
export function normalisePdfNames(text: string): string {
  return text.replace(NAME, (name) =>
    name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
  );
}

/** Whether the (normalised) text holds one of the names, as a whole name: `/JS` but not `/JSON`. */
export function hasPdfName(text: string, names: readonly string[]): boolean {
  return new RegExp(`/(?:${names.join('|')})(?![^\\s()<>[\\]{}/%])`).test(text);
}
