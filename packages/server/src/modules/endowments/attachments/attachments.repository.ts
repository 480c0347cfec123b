import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { endowmentAttachments, type AttachmentRow } from './attachments.table.js';

type NewAttachment = Omit<typeof endowmentAttachments.$inferInsert, 'id' | 'pubkey' | 'createdAt'>;

/** A deed's uploaded files. */
export class AttachmentsRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewAttachment): Promise<AttachmentRow> {
    const [row] = await this.db.insert(endowmentAttachments).values(values).returning();
    return row!;
  }

  ofDeed(endowmentId: number): Promise<AttachmentRow[]> {
    return this.db
      .select()
      .from(endowmentAttachments)
      .where(eq(endowmentAttachments.endowmentId, endowmentId))
      .orderBy(asc(endowmentAttachments.id));
  }

  async countOf(endowmentId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(endowmentAttachments)
      .where(eq(endowmentAttachments.endowmentId, endowmentId));
    return row?.n ?? 0;
  }

  async find(endowmentId: number, pubkey: string): Promise<AttachmentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(endowmentAttachments)
      .where(and(eq(endowmentAttachments.endowmentId, endowmentId), eq(endowmentAttachments.pubkey, pubkey)));
    return row;
  }

  async remove(endowmentId: number, pubkey: string): Promise<AttachmentRow | undefined> {
    const [row] = await this.db
      .delete(endowmentAttachments)
      .where(and(eq(endowmentAttachments.endowmentId, endowmentId), eq(endowmentAttachments.pubkey, pubkey)))
      .returning();
    return row;
  }
}
