import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** The value at or below which `p`% of `sorted` lies (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Drives one URL with autocannon. Latency percentiles come from every response's own time
 * (autocannon's histogram rounds to whole milliseconds, too coarse for sub-millisecond routes).
 */
export async function load(
  url: string,
  seconds: number,
  connections = 10,
  headers: Record<string, string> = { accept: 'application/json' },
): Promise<LoadResult> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = { url, connections, duration: seconds, headers };
    const instance = autocannon(options, (error, outcome) => (error ? reject(error) : resolve(outcome)));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  return {
    rps: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.non2xx + result.timeouts,
  };
}
