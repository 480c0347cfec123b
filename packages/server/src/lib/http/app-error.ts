import type { ErrorCode, FieldIssue } from '@bayan/shared';

/** A failure the client is meant to see: a code from the shared catalogue, optional field details. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details?: FieldIssue[],
  ) {
    super(code);
    this.name = 'AppError';
  }
}
