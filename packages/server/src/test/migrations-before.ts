import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../db/migrate.js';

/**
 * A copy of the migrations folder as it was before the migration whose tag matches `tag` (found by
 * its name: its number changes when branches merge): its journal cut just before it. Remove the
 * folder when done.
 */
export async function migrationsBefore(tag: RegExp): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'bayan-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => tag.test(entry.tag));
  if (at < 0) throw new Error(`no migration ${tag} in the journal`);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}
