/**
 * The file name a deed's PDF is saved under (walk finding 34): its document number once it has
 * one (WQF-1448-000001.pdf), else a draft's version (waqf-draft-v2.pdf); never 0, never one
 * name for every deed.
 */
export function deedPdfName(deed: { docNumber?: string | null; version: number }): string {
  return deed.docNumber ? `${deed.docNumber}.pdf` : `waqf-draft-v${Math.max(1, deed.version)}.pdf`;
}
