import type { FastifyBaseLogger } from 'fastify';
import type { Announcement, Language, ListNotificationsQuery, MarkSeen, Notification } from '@bayan/shared';
import type { Caller } from '../../lib/caller.js';
import { AppError } from '../../lib/http/app-error.js';
import type { ModuleDeps, ServiceRegistry } from '../../lib/module/define-module.js';
import type { Tx } from '../../lib/module/transaction.js';
import type { NotificationsRepository } from './notifications.repository.js';
import { NotificationHub } from './notifications.hub.js';
import type { NotificationContent } from './notifications.repository.js';

export type NotificationsDeps = ModuleDeps<{ notifications: NotificationsRepository }> & Pick<ServiceRegistry, 'users'>;
import type { NotificationRow } from './notifications.table.js';

/** Per-user inboxes (PRODUCT.md §6), delivered live to open dashboards in every API process. */
export class NotificationsService {
  private readonly hub: NotificationHub;
  private logger: Pick<FastifyBaseLogger, 'error'> = console;

  constructor(private readonly deps: NotificationsDeps) {
    const load = (id: number) => deps.repos.notifications.findById(id);
    this.hub = new NotificationHub(deps.pubsub, load, (err) =>
      this.logger.error({ err }, 'notification delivery failed'),
    );
  }

  useLogger(logger: Pick<FastifyBaseLogger, 'error'>): void {
    this.logger = logger;
  }

  private get repository() {
    return this.deps.repos.notifications;
  }

  async findNotifications(userId: number, query: ListNotificationsQuery, lang: Language) {
    const { rows, total } = await this.repository.findPage(userId, query);
    return { items: rows.map((row) => toNotification(row, lang)), total };
  }

  unreadCount(userId: number): Promise<number> {
    return this.repository.countUnseen(userId);
  }

  markSeen(userId: number, body: MarkSeen): Promise<number> {
    return this.repository.markSeen(userId, body.all ? 'all' : (body.ids ?? []));
  }

  /**
   * Puts a notification in a user's inbox. Pass the transaction's repositories when the change
   * it announces is in a transaction: it then commits with that change, and open dashboards
   * hear of it only after the commit.
   */
  async notify(userId: number, content: NotificationContent, tx?: Tx): Promise<void> {
    await this.deps.reposOf(tx).notifications.insertFor([userId], content);
  }

  /**
   * An admin's announcement to one account or to every active account of a role; audited. An
   * ADMIN cannot reach a SUPERADMIN: one by pubkey is not found (it does not see them), the
   * SUPERADMIN role is refused.
   */
  async announce(input: Announcement, caller: Caller): Promise<number> {
    const content: NotificationContent = {
      kind: 'announcement',
      titleAr: input.title,
      titleEn: input.title,
      descriptionAr: input.description,
      descriptionEn: input.description,
      link: input.link ?? null,
    };
    const { accounts } = this.deps.users;
    return this.deps.transact(async ({ notifications }, tx) => {
      let recipients;
      if ('pubkey' in input.to) {
        const user = await accounts.findByPubkey(input.to.pubkey, { tx });
        if (!user || user.status === 'DELETED' || accounts.hides(caller, user.role)) {
          throw new AppError('NOTIFICATIONS_RECIPIENT_NOT_FOUND');
        }
        recipients = [user.id];
      } else {
        if (accounts.hides(caller, input.to.role)) throw new AppError('NOTIFICATIONS_ROLE_FORBIDDEN');
        recipients = await accounts.activeIdsWithRole(input.to.role, tx);
      }
      const created = await notifications.insertFor(recipients, content);
      const after = { title: input.title, description: input.description, link: content.link, to: input.to };
      await this.deps.audit.record(
        caller,
        {
          action: 'notification.announce',
          entity: 'notification',
          after: { ...after, recipients: created.length },
        },
        { tx },
      );
      return created.length;
    });
  }

  /** Calls `push` with each new notification of the user, in `lang`, until the returned function is called. */
  subscribe(userId: number, lang: Language, push: (notification: Notification) => void): Promise<() => void> {
    return this.hub.subscribe(userId, (row) => push(toNotification(row, lang)));
  }
}

function toNotification(row: NotificationRow, lang: Language): Notification {
  return {
    id: row.id,
    title: lang === 'en' ? row.titleEn : row.titleAr,
    description: lang === 'en' ? row.descriptionEn : row.descriptionAr,
    link: row.link,
    seen: row.seen,
    createdAt: row.createdAt.toISOString(),
  };
}
