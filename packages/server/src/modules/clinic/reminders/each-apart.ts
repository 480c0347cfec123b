/**
 * Runs `work` for each item; one item's failure does not keep the others waiting (a poisoned
 * appointment would otherwise block every later one, minute after minute). The failures are
 * thrown together at the end, so the job records them and the operator sees them.
 */
export async function eachApart<T>(items: readonly T[], work: (item: T) => Promise<boolean>): Promise<number> {
  let done = 0;
  const errors: unknown[] = [];
  for (const item of items) {
    try {
      if (await work(item)) done += 1;
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, `${errors.length} of the sweep's items failed`);
  return done;
}
