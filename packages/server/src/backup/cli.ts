import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadStorageConfig } from '../config.js';
import { DataDirInUseError } from '../lib/data-dir/lock.js';
import { BackupError } from './archive.js';
import { backup, restore } from './backup.js';

const USAGE = 'usage: npm run backup -- <file> [--force]   |   npm run restore -- <file> [--force]';

async function main(): Promise<number> {
  // The archive holds password hashes, tokens and (embedded) the JWT secret: its owner's alone.
  process.umask(0o077);
  const [command, ...rest] = process.argv.slice(2);
  const args = (() => {
    try {
      return parseArgs({ args: rest, allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
    } catch {
      return undefined;
    }
  })();
  if ((command !== 'backup' && command !== 'restore') || args?.positionals.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const { values, positionals } = args;
  const config = loadStorageConfig(process.env);
  // npm runs scripts from the repository's root; the file is named from where npm was called.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
  const notes = await (command === 'backup' ? backup : restore)(config, file, { force: values.force });
  process.stdout.write(
    command === 'backup' ? `Backed up ${where} and its uploads to ${file}\n` : `Restored ${file} into ${where}\n`,
  );
  for (const note of notes) console.warn(note);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = [BackupError, ConfigError, DataDirInUseError].some((type) => error instanceof type);
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
