/*
 * At most `running` tasks at once and `waiting` more in line; past that a task is refused at once
 * (the caller answers "busy") rather than piling up behind a slow Chromium.
 */
export class QueueFullError extends Error {
  constructor() {
    super('queue full');
    this.name = 'QueueFullError';
  }
}

export class BoundedQueue {
  private active = 0;
  private readonly line: (() => void)[] = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  /** Runs `task` when a place is free; throws QueueFullError when the line is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.running) this.active += 1;
    else if (this.line.length >= this.waiting) throw new QueueFullError();
    // The place of the task that ends is handed over as it is, so `active` stays counted.
    else await new Promise<void>((resolve) => this.line.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.line.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  get size(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.line.length };
  }
}
