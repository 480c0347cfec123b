import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const FAKE_SCRIPT = '/assets/app-1a2b3c.js';

/** A built web app in miniature (index.html and one hashed asset) for WEB_DIST; remove() deletes it. */
export function fakeWebDist(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bayan-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="ar" dir="rtl"><head><title>بيان</title><script type="module" src=".${FAKE_SCRIPT}"></script></head><body></body></html>`,
  );
  writeFileSync(path.join(dir, FAKE_SCRIPT), 'console.log("bayan");');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
