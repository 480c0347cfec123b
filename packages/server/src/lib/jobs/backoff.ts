const BASE_MS = 15_000;
const MAX_MS = 6 * 3600_000;

/**
 * How long to wait before the next attempt, after `attempt` failed ones: doubling from 15 s up to
 * 6 hours, with "equal jitter" (a random half on top of a fixed half) so that jobs that failed
 * together, against the same mail server for instance, do not all come back at the same moment.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_MS, BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
