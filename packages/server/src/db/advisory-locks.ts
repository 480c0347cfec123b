/**
 * Every PostgreSQL advisory lock key the server takes, in one place: two jobs that share a key
 * would wait on each other for nothing (the file move once shared the clinic demo's key).
 * advisory-locks.test.ts keeps them distinct.
 */
export const ADVISORY_LOCKS = {
  /** Migrations, when several API processes start on one database (db/migrate.ts). */
  migration: 7_284_113,
  /** The test suite's template database, made once (test/test-database.ts). */
  testTemplate: 7_284_114,
  /** The clinic's demo data (modules/clinic/demo). */
  clinicDemo: 7_284_115,
  /** The endowments' demo deeds (modules/endowments/demo). */
  endowmentsDemo: 7_284_116,
  /**
   * The seed (seed.ts): processes starting together on an empty database seed one at a time, each
   * finding what the one before wrote, rather than both creating the first SUPERADMIN.
   */
  seed: 7_284_117,
  /** Moving stored files into the configured store (lib/files/stores/move-local-files.ts). */
  fileMove: 7_284_118,
} as const;
