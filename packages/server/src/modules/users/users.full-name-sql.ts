import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A name part as SQL text: a column or the subquery column that holds it. */
type Part = AnyColumn | SQL | SQL.Aliased;

const optional = (part: Part) => sql`coalesce(' ' || nullif(trim(${part}), ''), '')`;

/**
 * The full name as the database writes it, for queries that sort, search or answer by it: the same
 * text as the shared fullName(): first, father, grandfather and family names, the absent ones left out.
 */
export function fullNameSql(parts: { firstName: Part; fatherName: Part; grandfatherName: Part; lastName: Part }) {
  return sql<string>`trim(trim(${parts.firstName}) || ${optional(parts.fatherName)} || ${optional(parts.grandfatherName)} || ' ' || trim(${parts.lastName}))`;
}
