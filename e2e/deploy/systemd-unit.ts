import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';

/** What systemd reads of a unit's [Service] section to start its process. */
export interface ServiceUnit {
  workingDirectory: string;
  /** Environment= lines, each a list of assignments. */
  environment: string[];
  environmentFiles: string[];
  execStart: string;
}

/**
 * The [Service] keys of a unit file, a key given twice kept twice (systemd's Environment= adds up,
 * which an INI parser would overwrite). Continuation lines and drop-ins are not used by our unit.
 */
export function readServiceUnit(file: string): ServiceUnit {
  const values = new Map<string, string[]>();
  let section = '';
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) section = header[1]!;
    else if (section === 'Service') {
      const at = line.indexOf('=');
      if (at < 0) throw new Error(`${file}: not a Key=Value line: ${line}`);
      const key = line.slice(0, at).trim();
      values.set(key, [...(values.get(key) ?? []), line.slice(at + 1).trim()]);
    }
  }
  const one = (key: string) => {
    const [value, ...more] = values.get(key) ?? [];
    if (value === undefined || more.length > 0) throw new Error(`${file}: expected one ${key}=`);
    return value;
  };
  return {
    workingDirectory: one('WorkingDirectory'),
    environment: values.get('Environment') ?? [],
    environmentFiles: values.get('EnvironmentFile') ?? [],
    execStart: one('ExecStart'),
  };
}

/** Words as systemd splits them: on whitespace, "double" or 'single' quotes keeping spaces. */
function words(line: string): string[] {
  return (line.match(/(?:[^\s"']+|"[^"]*"|'[^']*')+/g) ?? []).map((word) =>
    word.replace(/"([^"]*)"|'([^']*)'/g, '$1$2'),
  );
}

/** The %-specifiers our unit uses; any other fails loudly rather than reaching the process unexpanded. */
function specifiers(value: string, instance: string): string {
  return value.replace(/%(.)/g, (_, letter: string) => {
    if (letter === 'i') return instance;
    if (letter === '%') return '%';
    throw new Error(`the unit uses %${letter}, which the deployment test does not expand`);
  });
}

/** Production paths of the unit and their stand-ins here, longest first so a prefix never wins. */
export type PathMap = [from: string, to: string][];

function mapPaths(value: string, paths: PathMap): string {
  for (const [from, to] of paths)
    if (value === from || value.startsWith(`${from}/`)) return to + value.slice(from.length);
  return value;
}

/**
 * The command, folder and environment systemd gives instance `instance` of `unit`: Environment=
 * first, then each EnvironmentFile= (which wins), read by Node's own dotenv parser (the format
 * systemd documents for it, KEY=VALUE lines and # comments). Paths are mapped by `paths`.
 */
export function instanceLaunch(unit: ServiceUnit, instance: string, paths: PathMap) {
  const expand = (value: string) => mapPaths(specifiers(value, instance), paths);
  const env: Record<string, string> = {};
  for (const line of unit.environment) {
    for (const assignment of words(line)) {
      const at = assignment.indexOf('=');
      env[assignment.slice(0, at)] = expand(assignment.slice(at + 1));
    }
  }
  for (const file of unit.environmentFiles) {
    for (const [key, value] of Object.entries(parseEnv(readFileSync(expand(file), 'utf8')))) {
      if (value !== undefined) env[key] = value;
    }
  }
  const [command, ...args] = words(unit.execStart).map(expand);
  if (!command) throw new Error('the unit has an empty ExecStart=');
  return { command, args, cwd: expand(unit.workingDirectory), env };
}

export const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';

/**
 * What `systemd-analyze verify` says about the unit file's own lines (unknown keys, bad values),
 * for an instance of it: what systemd would ignore or refuse, which the parser above does not read.
 */
export function unitProblems(file: string): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), 'bayan-unit-'));
  try {
    const name = path.basename(file);
    copyFileSync(file, path.join(folder, name));
    const instance = name.replace('@.', '@3001.');
    const result = spawnSync(SYSTEMD_ANALYZE, ['verify', '--man=no', instance], { cwd: folder, encoding: 'utf8' });
    return `${result.stdout}${result.stderr}`.split('\n').filter((line) => line.includes(`${name}:`));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
