import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { endowments } from '../deeds/deeds.table.js';
import { ADVISORY_LOCKS } from '../../../db/advisory-locks.js';

/** What the endowment demo's one transaction asks beside the deeds' own writes. */
export class EndowmentsDemoRepository {
  constructor(private readonly db: Db) {}

  /** Held until the transaction ends: a second seeder waits, then finds the demo deeds there. */
  async lock(): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.endowmentsDemo})`);
  }

  /** Whether the account owns any deed: the demo drafts go to a demo endower with none yet. */
  async ownsAny(ownerId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: endowments.id })
      .from(endowments)
      .where(eq(endowments.ownerId, ownerId))
      .limit(1);
    return rows.length > 0;
  }
}
