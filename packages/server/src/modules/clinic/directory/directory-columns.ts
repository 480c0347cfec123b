import { sql } from 'drizzle-orm';
import { text, timestamp } from 'drizzle-orm/pg-core';

/** Columns every directory table shares. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Both names folded by ar_normalize (migration 0000) once on write, so a search is one LIKE. */
export const namesSearchKey = () =>
  text('search_key')
    .notNull()
    .generatedAlwaysAs(sql`ar_normalize(name_ar || ' ' || name_en)`);
