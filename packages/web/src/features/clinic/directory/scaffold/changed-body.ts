const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A PATCH body: the fields whose checked value differs from the row's. A field the form cleared
 * (absent now, present before) is sent as null, which clears it (a phone, a room's section).
 */
export function changedBody(body: Record<string, unknown>, before: Record<string, unknown>): Record<string, unknown> {
  const keys = new Set([...Object.keys(body), ...Object.keys(before)]);
  const changed: Record<string, unknown> = {};
  for (const key of keys) {
    if (same(body[key], before[key])) continue;
    changed[key] = body[key] === undefined ? null : body[key];
  }
  return changed;
}
