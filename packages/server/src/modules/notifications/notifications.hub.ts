import type { PubSub } from '../../db/pubsub.js';
import { NOTIFICATIONS_CHANNEL, type Created } from './notifications.repository.js';
import type { NotificationRow } from './notifications.table.js';

export type Push = (row: NotificationRow) => void;

/**
 * This process's live subscribers, by user. Whichever process creates a notification NOTIFYs
 * PostgreSQL; every process hears it on its one LISTEN connection and pushes it to its own
 * subscribers of that user, loading the row only when someone here is waiting for it.
 */
export class NotificationHub {
  private readonly subscribers = new Map<number, Set<Push>>();
  private listening: Promise<unknown> | undefined;
  /** Deliveries run one after another, so a user receives notifications in the order they were sent. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly pubsub: PubSub,
    private readonly load: (id: number) => Promise<NotificationRow | undefined>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Resolves once this process is listening, to the function that ends the subscription. */
  async subscribe(userId: number, push: Push): Promise<() => void> {
    this.listening ??= this.pubsub.listen(NOTIFICATIONS_CHANNEL, (payload) => {
      this.queue = this.queue.then(() => this.deliver(payload)).catch(this.onError);
    });
    try {
      await this.listening;
    } catch (error) {
      this.listening = undefined;
      throw error;
    }
    const set = this.subscribers.get(userId) ?? new Set();
    this.subscribers.set(userId, set.add(push));
    return () => {
      set.delete(push);
      if (set.size === 0 && this.subscribers.get(userId) === set) this.subscribers.delete(userId);
    };
  }

  private async deliver(payload: string): Promise<void> {
    const { id, userId } = JSON.parse(payload) as Created;
    if (!this.subscribers.has(userId)) return;
    const row = await this.load(id);
    if (!row || row.userId !== userId) return;
    for (const push of this.subscribers.get(userId) ?? []) push(row);
  }
}
