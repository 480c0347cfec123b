// Issue 30: what server rendering costs. GET /home and a doctor's page, rendered for an Arabic
// and an English visitor, against the page the server sends unrendered (the dashboard's
// index.html through the same handler: what every public page was before), 10 concurrent
// connections, brotli. Twice: as the product runs (a rendered page kept PAGE_CACHE_SECONDS, 5 by
// default) and with PAGE_CACHE_SECONDS=0 (every request rendered: the render's own cost).
// Run with `npm run bench:ssr` (builds first; the demo data on the embedded database).
import { load, type LoadResult } from './load.js';
import { numberOption, ROOT, startProduct } from './support/product.js';

const SECONDS = numberOption(process.argv, 'seconds', 10);
const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(8);
const html = (lang: string) => ({ accept: 'text/html', 'accept-encoding': 'br', cookie: `lang=${lang}` });

async function measure(
  title: string,
  env: Record<string, string>,
): Promise<{ label: string; ratio: number; p95: number }[]> {
  const product = await startProduct(ROOT, 'current', env);
  try {
    const doctors = (await (await fetch(`${product.baseUrl}/api/doctors?limit=1`)).json()) as {
      data: { pubkey: string }[];
    };
    const doctor = doctors.data[0]?.pubkey;
    if (!doctor) throw new Error('the demo data has no doctor');
    const cases = [
      ['static index.html', '/dashboard', 'ar'],
      ['/home ar', '/home', 'ar'],
      ['/home en', '/home', 'en'],
      ['doctor ar', `/doctors/${doctor}`, 'ar'],
      ['doctor en', `/doctors/${doctor}`, 'en'],
    ] as const;
    const rows: { label: string; result: LoadResult }[] = [];
    for (const [label, pathname, lang] of cases) {
      await load(`${product.baseUrl}${pathname}`, 2, 10, html(lang)); // warm-up: JIT, caches
      rows.push({ label, result: await load(`${product.baseUrl}${pathname}`, SECONDS, 10, html(lang)) });
    }
    const base = rows[0]!.result;
    console.log(`\n${product.label}, ${title}: ${SECONDS} s per case, 10 connections, brotli`);
    console.log('case                  req/s  × static    p50 ms    p95 ms    p99 ms  errors');
    for (const { label, result } of rows) {
      console.log(
        `${label.padEnd(18)} ${fmt(result.rps, 0)} ${fmt(result.rps / base.rps, 2)}  ${fmt(result.p50)}  ${fmt(result.p95)}  ${fmt(result.p99)}  ${String(result.errors).padStart(6)}`,
      );
    }
    return rows.slice(1).map(({ label, result }) => ({ label, ratio: result.rps / base.rps, p95: result.p95 }));
  } finally {
    await product.stop();
  }
}

const served = await measure('as served (pages kept 5 s)', {});
await measure('every request rendered (PAGE_CACHE_SECONDS=0)', { PAGE_CACHE_SECONDS: '0' });
console.log('\nIssue 30, as served:');
for (const { label, ratio, p95 } of served) {
  console.log(`${p95 <= 50 ? 'PASS' : 'MISS'} ${label}: p95 ${p95.toFixed(1)} ms ≤ 50 ms`);
  console.log(`${ratio >= 0.3 ? 'PASS' : 'MISS'} ${label}: ${ratio.toFixed(2)}× static req/s ≥ 0.3×`);
}
