import type { LockPolicy } from './throttle.repository.js';

/** Per identity: locked 60 s after 5 consecutive failures, 60 s more per further failure, 15 min at most. */
export const IDENTITY_LOCK: LockPolicy = { windowMs: 24 * 3600_000, lockAfter: 5, stepMs: 60_000, maxMs: 15 * 60_000 };
