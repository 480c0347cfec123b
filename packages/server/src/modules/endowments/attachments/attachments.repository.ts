import { and, asc, count, eq, inArray } from 'drizzle-orm';
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

  /** The deed's files as rows of another deed (an amendment's copy): same stored keys, new pubkeys. */
  async copy(fromId: number, toId: number): Promise<AttachmentRow[]> {
    const rows = await this.ofDeed(fromId);
    if (rows.length === 0) return [];
    return this.db
      .insert(endowmentAttachments)
      .values(
        rows.map(({ kind, fileKey, fileName, fileType, fileSize }) => ({
          endowmentId: toId,
          kind,
          fileKey,
          fileName,
          fileType,
          fileSize,
        })),
      )
      .returning();
  }

  /** Of these stored keys, the ones no deed names any more (their bytes may go). */
  async unreferenced(fileKeys: string[]): Promise<string[]> {
    if (fileKeys.length === 0) return [];
    const used = await this.db
      .selectDistinct({ key: endowmentAttachments.fileKey })
      .from(endowmentAttachments)
      .where(inArray(endowmentAttachments.fileKey, fileKeys));
    const named = new Set(used.map((row) => row.key));
    return fileKeys.filter((key) => !named.has(key));
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
