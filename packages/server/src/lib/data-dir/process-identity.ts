import { readFile } from 'node:fs/promises';

/** A process as a lock records it: its pid, and on Linux its start time, which a reused pid does not share. */
export interface ProcessIdentity {
  pid: number;
  start?: string | undefined;
}

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
async function procStat(pid: number): Promise<string[] | undefined> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  return text?.slice(text.lastIndexOf(')') + 2).split(' ');
}

export async function processIdentity(pid = process.pid): Promise<ProcessIdentity> {
  // Field 22, starttime: clock ticks after boot (field 3, the state, comes first after the name).
  return { pid, start: (await procStat(pid))?.[19] };
}

/** False only when the process is surely gone: no such pid, a zombie, or the pid now runs something else. */
export async function isRunning(holder: ProcessIdentity): Promise<boolean> {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const stat = await procStat(holder.pid);
  // Without /proc (not Linux, or hidden) the pid alone has to do.
  if (!stat) return true;
  return stat[0] !== 'Z' && (holder.start === undefined || stat[19] === holder.start);
}
