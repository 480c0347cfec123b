import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { newPubkey } from '../clinic-ids.js';
import { doctors } from '../doctors/doctors.table.js';
import { etablissements } from '../directory/etablissements.table.js';

/** A PostgreSQL range as its text form, `[2026-01-01 09:00+03,2026-01-01 12:00+03)`. */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/** Time off: one doctor's, or a whole etablissement's (a holiday), over a half-open range. */
export const blocks = pgTable(
  'blocks',
  {
    id: serial('id').primaryKey(),
    pubkey: text('pubkey').notNull().$defaultFn(newPubkey),
    doctorId: integer('doctor_id').references(() => doctors.userId),
    etablissementId: integer('etablissement_id').references(() => etablissements.id),
    period: tstzrange('period').notNull(),
    reason: text('reason').notNull().default(''),
    /** An official holiday applied in one action (`eid-al-fitr-1447`): once per clinic, whatever the year asked. */
    holidayKey: text('holiday_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blocks_doctor_idx').on(t.doctorId),
    index('blocks_etablissement_idx').on(t.etablissementId),
    uniqueIndex('blocks_holiday_key')
      .on(t.etablissementId, t.holidayKey)
      .where(sql`${t.holidayKey} is not null`),
    check('blocks_scope_check', sql`(${t.doctorId} is null) <> (${t.etablissementId} is null)`),
    check(
      'blocks_period_check',
      sql`not isempty(${t.period}) and lower_inc(${t.period}) and not upper_inc(${t.period})`,
    ),
  ],
);

export type NewBlockRow = typeof blocks.$inferInsert;
