import { randomBytes } from 'node:crypto';
import { access, link, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create, list } from 'tar';
import { z } from 'zod';
import { APP_VERSION } from '../lib/app-version.js';

/** The first entry of every archive: what it holds, so a restore can refuse the wrong one before touching anything. */
const MANIFEST = 'bayan-backup.json';

const manifestSchema = z.object({
  format: z.literal(1),
  database: z.enum(['pglite', 'postgres']),
  createdAt: z.iso.datetime(),
  version: z.string(),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** A refusal the operator reads and acts on (the CLI prints its message alone). */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** A scratch folder for one backup or restore, removed afterwards whatever happens. */
export async function withStaging<T>(work: (staging: string) => Promise<T>): Promise<T> {
  const staging = await mkdtemp(path.join(tmpdir(), 'bayan-backup-'));
  try {
    return await work(staging);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Writes the manifest into `staging`, where writeArchive picks it up. */
async function writeManifest(staging: string, database: Manifest['database']): Promise<void> {
  const manifest: Manifest = { format: 1, database, createdAt: new Date().toISOString(), version: APP_VERSION };
  await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
}

export const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Fails fast, before a long copy, on an archive that exists (writeArchive checks again as it moves it in). */
async function refuseExisting(file: string, { force }: { force: boolean }): Promise<void> {
  if (!force && (await exists(file))) throw existsError(file);
}

const existsError = (file: string) => new BackupError(`${file} exists: choose another name, or pass --force`);

/**
 * A gzipped tar of `entries` (paths in `staging`; symbolic links are followed, so staging can
 * point at folders elsewhere), written aside and moved into place once complete: a failed backup
 * leaves no archive that looks whole. An existing file is kept unless `force`.
 */
async function writeArchive(
  file: string,
  staging: string,
  entries: string[],
  options: { force: boolean; filter?: (entry: string) => boolean },
): Promise<void> {
  const partial = `${file}.partial-${randomBytes(6).toString('hex')}`;
  try {
    await create(
      { gzip: true, file: partial, cwd: staging, follow: true, portable: true, filter: options.filter },
      entries,
    );
    if (options.force) await rename(partial, file);
    else
      await link(partial, file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST') throw existsError(file);
        throw error;
      });
  } finally {
    await rm(partial, { force: true });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What one backup puts in its archive: entries of the scratch folder it was given (links followed), and what to leave out. */
export interface Staged {
  entries: string[];
  filter?: (entry: string) => boolean;
}

/**
 * Writes one backup's archive: the manifest first, then what `stage` puts or links into a scratch
 * folder. Refuses an existing file (unless `force`) before anything is copied.
 */
export async function packBackup(
  file: string,
  database: Manifest['database'],
  { force }: { force: boolean },
  stage: (staging: string) => Promise<Staged>,
): Promise<void> {
  await refuseExisting(file, { force });
  await withStaging(async (staging) => {
    await writeManifest(staging, database);
    const { entries, filter } = await stage(staging);
    await writeArchive(file, staging, [MANIFEST, ...entries], { force, ...(filter && { filter }) });
  });
}

/** The archive's manifest, checked to be of the database this restore is for. */
export async function readManifest(file: string, database: Manifest['database']): Promise<Manifest> {
  let text = '';
  await list({
    file,
    filter: (entry) => entry === MANIFEST,
    onReadEntry: (entry) => entry.on('data', (chunk: Buffer) => (text += chunk.toString('utf8'))),
  }).catch((error: unknown) => {
    throw new BackupError(`${file} cannot be read as a backup: ${String(error)}`);
  });
  const parsed = manifestSchema.safeParse(parseJson(text));
  if (!parsed.success) throw new BackupError(`${file} is not a Bayan backup (no valid ${MANIFEST})`);
  if (parsed.data.database !== database) {
    const target = database === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database (no DATABASE_URL)';
    throw new BackupError(`${file} is a backup of ${parsed.data.database}; it cannot be restored into ${target}`);
  }
  return parsed.data;
}
