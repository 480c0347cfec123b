import { percentile } from '../load.js';

export interface Latency {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

/** One measured call: sample `i` of the run, so the server and the baseline ask the same question. */
export type Probe = (i: number) => Promise<unknown>;

export interface Measured {
  ours: Latency;
  base: Latency;
}

function summarise(times: number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! };
}

async function timed(probe: Probe, i: number): Promise<number> {
  const started = performance.now();
  await probe(i);
  return performance.now() - started;
}

/**
 * Calls the server and the baseline one at a time, interleaved (which goes first alternates), so
 * both see the same machine load: `warmup` unmeasured rounds, then `samples` measured ones.
 */
export async function measure(ours: Probe, base: Probe, samples: number, warmup: number): Promise<Measured> {
  for (let i = 0; i < warmup; i++) await Promise.all([ours(i), base(i)]);
  const times = { ours: [] as number[], base: [] as number[] };
  for (let i = 0; i < samples; i++) {
    if (i % 2 === 0) {
      times.ours.push(await timed(ours, i));
      times.base.push(await timed(base, i));
    } else {
      times.base.push(await timed(base, i));
      times.ours.push(await timed(ours, i));
    }
  }
  return { ours: summarise(times.ours), base: summarise(times.base) };
}
