import type { Clock } from '../clock.js';

/** How long an Idempotency-Key replays its first answer: 24 h, then it is refused as reused. */
export const REPLAY_WINDOW_MS = 24 * 3_600_000;

/** Whether a request first made at `firstAt` may still be replayed under its key. */
export const replayable = (clock: Clock, firstAt: Date): boolean =>
  clock.now().getTime() - firstAt.getTime() <= REPLAY_WINDOW_MS;
