import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after the reply has gone: mail delivery, and the part of forget-password whose
 * duration would otherwise tell a known account from an unknown one (PRODUCT.md §5). A task's
 * failure is logged, never thrown at anyone; `idle()` waits for every task still running, so the
 * app closes its database only after them and tests can read what they wrote.
 */
export class Background {
  private readonly running = new Set<Promise<void>>();
  private logger: Pick<FastifyBaseLogger, 'error'> = console;

  useLogger(logger: Pick<FastifyBaseLogger, 'error'>): void {
    this.logger = logger;
  }

  run(name: string, task: () => Promise<unknown>): void {
    const done = Promise.resolve()
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => this.logger.error({ err: error, task: name }, 'background task failed'),
      )
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
