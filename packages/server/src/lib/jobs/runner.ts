import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { PubSub } from '../../db/pubsub.js';
import type { Clock } from '../clock.js';
import { attemptJob, type Logger } from './attempt.js';
import { JOBS_CHANNEL, type JobsRepository } from './jobs.repository.js';
import type { JobRow } from './jobs.table.js';
import type { JobRegistry } from './registry.js';

export interface RunnerOptions {
  /** Jobs this process runs at once. */
  concurrency?: number;
  /** How often to look for due jobs when nothing woke the runner (retries, jobs for later, expired leases). */
  pollMs?: number;
  /** How long a claim holds a job; a running handler renews it, a dead process lets it lapse. */
  leaseMs?: number;
  /** How long close waits for running jobs before handing them back. */
  stopGraceMs?: number;
  /** How long done jobs are kept. */
  keepDoneMs?: number;
  random?: () => number;
}

interface Running {
  job: JobRow;
  done: Promise<void>;
}

const PRUNE_EVERY_MS = 3600_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** Claims due jobs and runs them, in every API process; see jobs.repository.ts for the claim. */
export class JobRunner {
  readonly worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly running = new Set<Running>();
  private readonly options: Required<RunnerOptions>;
  private state: 'new' | 'started' | 'stopped' = 'new';
  private ticking: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private prunedAt = -Infinity;
  private logger: Logger = console;

  constructor(
    private readonly repository: JobsRepository,
    private readonly registry: JobRegistry,
    private readonly clock: Clock,
    private readonly pubsub: PubSub,
    options: RunnerOptions = {},
  ) {
    this.options = {
      concurrency: 2,
      pollMs: 2000,
      leaseMs: 5 * 60_000,
      stopGraceMs: 10_000,
      keepDoneMs: 7 * 24 * 3600_000,
      random: Math.random,
      ...options,
    };
  }

  /** Whether this process claims jobs (between start and stop): what /api/ready reports. */
  get isRunning(): boolean {
    return this.state === 'started';
  }

  /** Starts polling, and wakes at once whenever a job is enqueued in any process on this database. */
  async start(logger: Logger = console): Promise<void> {
    this.logger = logger;
    this.state = 'started';
    this.unlisten = await this.pubsub
      .listen(JOBS_CHANNEL, () => this.wake())
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'job runner: no wake-up on enqueue, polling only');
        return undefined;
      });
    this.wake();
  }

  wake(): void {
    if (this.state !== 'started') return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.ticking = this.tick().then(() => {
      this.ticking = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      } else if (this.state === 'started') this.timer = setTimeout(() => this.wake(), this.options.pollMs).unref();
    });
  }

  /**
   * Stops claiming, waits for the running jobs, and after the grace period hands back those still
   * running so that another process (or this one after a restart) runs them again.
   */
  async stop(): Promise<void> {
    if (this.state !== 'started') return void (this.state = 'stopped');
    this.state = 'stopped';
    clearTimeout(this.timer);
    await this.unlisten?.();
    await this.ticking;
    const finished = Promise.all([...this.running].map(({ done }) => done)).then(() => true);
    if (await Promise.race([finished, sleep(this.options.stopGraceMs).then(() => false)])) return;
    const held = [...this.running].map(({ job }) => job);
    await this.repository.release(held, this.worker, this.clock.now()).catch((error: unknown) => {
      this.logger.error({ err: error }, 'could not hand back running jobs; their leases will expire');
    });
  }

  /** Resolves once nothing runs here and nothing is due (tests, where a FakeClock says what is due). */
  async idle(): Promise<void> {
    for (;;) {
      if (this.ticking) await this.ticking;
      else if (this.running.size > 0) await Promise.all([...this.running].map(({ done }) => done));
      else if (this.state !== 'started' || !(await this.repository.hasDue(this.clock.now(), this.registry.types())))
        return;
      else {
        this.wake();
        // Due but not claimable yet: another runner holds it in its claim transaction.
        if (!this.ticking) await sleep(10);
      }
    }
  }

  private async tick(): Promise<void> {
    const { concurrency, leaseMs } = this.options;
    try {
      await this.prune();
      while (this.state === 'started' && this.running.size < concurrency) {
        const limit = concurrency - this.running.size;
        const now = this.clock.now();
        const types = this.registry.types();
        const claimed = await this.repository.claim({ now, limit, types, worker: this.worker, leaseMs });
        for (const job of claimed) this.execute(job);
        if (claimed.length < limit) return;
      }
    } catch (error) {
      this.logger.error({ err: error }, 'claiming jobs failed');
    }
  }

  private execute(job: JobRow): void {
    const entry: Running = { job, done: Promise.resolve() };
    const { repository, registry, clock, worker, logger } = this;
    const { leaseMs, random } = this.options;
    entry.done = attemptJob(job, { repository, registry, clock, worker, logger, leaseMs, random }).finally(() => {
      this.running.delete(entry);
      this.wake();
    });
    this.running.add(entry);
  }

  private async prune(): Promise<void> {
    const now = this.clock.now().getTime();
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    await this.repository.pruneDone(new Date(now - this.options.keepDoneMs));
  }
}
