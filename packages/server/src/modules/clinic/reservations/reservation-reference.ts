/** The number a visitor quotes on the phone and staff read on the request: short, digits only. */
export const referenceOf = (id: number) => `R-${String(id).padStart(5, '0')}`;

/** The row a search names by its reference (R-00042, r42, ر-42 as typed), else undefined. */
export function idOfReference(q: string): number | undefined {
  const match = /^[Rr\u0631]\s*-?\s*0*(\d{1,9})$/.exec(q.trim());
  return match ? Number(match[1]) : undefined;
}
