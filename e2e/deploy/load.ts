import type { Answer } from './client.js';

/** One request of the load: when the client sent it and got its answer (status 0: none came). */
export interface Sent {
  id: string;
  method: string;
  startedAt: number;
  endedAt: number;
  status: number;
}

export interface SteadyLoad {
  /** Resolves once `enough` holds of what was answered so far (checked every 50 ms), or fails after `timeoutMs`. */
  until(enough: (sent: Sent[]) => boolean, timeoutMs: number): Promise<void>;
  /** Stops sending, waits for the requests in flight, and answers every request sent. */
  stop(): Promise<Sent[]>;
}

/**
 * `workers` loops, each sending its next request as soon as the last is answered: request n is
 * `requests[n % requests.length]`, a method and the call that sends it with X-Deploy-Request `load-n`.
 */
export function steadyLoad(workers: number, requests: [string, (id: string) => Promise<Answer>][]): SteadyLoad {
  const sent: Sent[] = [];
  let running = true;
  let next = 0;
  const loop = async () => {
    while (running) {
      const id = `load-${next}`;
      const [method, call] = requests[next++ % requests.length]!;
      const startedAt = Date.now();
      const answer = await call(id).catch(() => undefined);
      sent.push({ id, method, startedAt, endedAt: Date.now(), status: answer?.status ?? 0 });
    }
  };
  const loops = Array.from({ length: workers }, loop);
  return {
    until: async (enough, timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      while (!enough(sent)) {
        if (Date.now() > deadline) throw new Error(`the load did not get there within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return sent;
    },
  };
}
