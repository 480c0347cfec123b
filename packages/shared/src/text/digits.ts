/** Turns Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits into ASCII digits. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}

/** Spaces and the invisible direction marks that text copied from a right-to-left page carries. */
const SPACES_AND_MARKS = /[\s\u200e\u200f\u2066-\u2069\u061c]/g;

/** Typed digits made comparable: ASCII digits, no spaces or direction marks (separators kept). */
export function compactDigits(text: string): string {
  return toLatinDigits(text).replace(SPACES_AND_MARKS, '');
}

/** A typed code (ID, IBAN, postcode…) made comparable: compactDigits, and no dashes (waqf notes §6). */
export function compactCode(text: string): string {
  return compactDigits(text).replace(/-/g, '');
}
