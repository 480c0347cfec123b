/** Turns Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits into ASCII digits. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}
