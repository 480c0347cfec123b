import { setTimeout as sleep } from 'node:timers/promises';
import { Api } from './api.js';
import { Ledger, type LostWrite } from './ledger.js';
import { between, seededRandom } from './random.js';
import { startServer, type ServerProcess } from './server-process.js';
import { WriteLoad } from './write-load.js';

export const ADMIN = { email: 'crash-admin@bayan.local', password: 'Crash-Harness-2026' };
const WORKERS = 4;
const START_TIMEOUT_MS = 120_000;
const FIRST_ACK_TIMEOUT_MS = 60_000;
/** The kill lands this long after the first acknowledged write of the round. */
const KILL_WINDOW_MS = [0, 1_200] as const;

export interface RoundReport {
  round: number;
  killAfterMs: number;
  acked: number;
  unanswered: number;
  restartMs: number;
  /** Names the harness wrote (and did not delete) in any round so far, all checked. */
  namesChecked: number;
  lostWrites: number;
}

export interface CrashRun {
  rounds: RoundReport[];
  lost: (LostWrite & { round: number })[];
  errors: string[];
  totalMs: number;
}

/**
 * Kill -9 under write load, `rounds` times, on the data `env` points at: each round starts the
 * server, writes until a seeded random moment, kills the process group, restarts on the same
 * data and checks that every acknowledged write is there.
 */
/** What names a run's data: its folder or its database. */
const dataOf = (env: Record<string, string>) => env.DATABASE_URL ?? env.DATA_DIR ?? 'default';

export async function runCrashRounds(env: Record<string, string>, rounds: number, seed: number): Promise<CrashRun> {
  const started = Date.now();
  const serverEnv = {
    ...env,
    NODE_ENV: 'production',
    BAYAN_ADMIN_EMAIL: ADMIN.email,
    BAYAN_ADMIN_PASSWORD: ADMIN.password,
  };
  const random = seededRandom(seed);
  const ledger = new Ledger();
  let serial = 0;
  const run: CrashRun = { rounds: [], lost: [], errors: [], totalMs: 0 };
  let server: ServerProcess | undefined = await startServer(serverEnv, START_TIMEOUT_MS);
  try {
    let api = await Api.login(server.baseUrl, ADMIN.email, ADMIN.password, dataOf(env));
    for (let round = 1; round <= rounds && run.errors.length === 0; round += 1) {
      const load = new WriteLoad({
        api,
        ledger,
        workers: WORKERS,
        seed: seed + round * WORKERS,
        serial: () => ++serial,
      });
      const killAfterMs = between(random, ...KILL_WINDOW_MS);
      const stalled = await killUnderLoad(server, load, killAfterMs);
      server = undefined;
      const outcome = await load.settle();
      run.errors.push(...[...stalled, ...outcome.errors].map((e) => `round ${round}: ${e}`));

      const restarted = Date.now();
      server = await startServer(serverEnv, START_TIMEOUT_MS);
      const restartMs = Date.now() - restarted;
      // The session's refresh also proves its row and the JWT secret survived the kill.
      api = await api.resumeAt(server.baseUrl);
      const { checked, lost, lostWrites } = ledger.check(await api.allNames());
      run.lost.push(...lost.map((l) => ({ ...l, round })));
      const { acked, unanswered } = outcome;
      run.rounds.push({ round, killAfterMs, acked, unanswered, restartMs, namesChecked: checked, lostWrites });
    }
  } finally {
    await server?.kill();
  }
  run.totalMs = Date.now() - started;
  return run;
}

/** Waits for the load's first acknowledged write, lets it run `delayMs` more, then kills the server. */
async function killUnderLoad(server: ServerProcess, load: WriteLoad, delayMs: number): Promise<string[]> {
  const deadline = Date.now() + FIRST_ACK_TIMEOUT_MS;
  while (load.acked === 0 && !load.failed && Date.now() < deadline) await sleep(10);
  const stalled = load.acked === 0 && !load.failed;
  await sleep(delayMs);
  load.markKilled();
  await server.kill();
  return stalled ? [`no write acknowledged within ${FIRST_ACK_TIMEOUT_MS} ms`] : [];
}
