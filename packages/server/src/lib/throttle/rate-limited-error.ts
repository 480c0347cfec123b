import type { ErrorCode } from '@bayan/shared';
import { AppError } from '../http/app-error.js';

/** A 429 that knows when to come back: the reply carries it as `Retry-After` (plugins/retry-after.ts). */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(code: ErrorCode, waitMs: number) {
    super(code);
    this.name = 'RateLimitedError';
    this.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  }
}
