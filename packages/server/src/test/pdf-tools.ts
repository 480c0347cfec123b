import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * Poppler's and OpenSSL's command-line tools over bytes (poppler-utils and openssl, installed by
 * .ci/run): each call writes its files into a fresh temporary folder.
 */

export const tempFolder = (prefix = 'bayan-pdf-') => mkdtempSync(path.join(tmpdir(), prefix));

/** `bytes` written to a new temporary file named `name`; its path. */
export function tempFile(bytes: Uint8Array | string, name = 'file.pdf'): string {
  const file = path.join(tempFolder(), name);
  writeFileSync(file, bytes);
  return file;
}

/** A tool's standard output and error together, whatever its exit code (pdfsig reports a bad signature either way). */
export function run(tool: string, args: string[]): string {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.error) throw result.error;
  return `${result.stdout}${result.stderr}`;
}

/** What `pdfsig` says of a PDF's signatures. */
export const pdfsig = (pdf: Uint8Array) => run('pdfsig', [tempFile(pdf)]);

/** The PDF's text as `pdftotext` reads it (UTF-8). */
export const pdftotext = (pdf: Uint8Array) => run('pdftotext', ['-enc', 'UTF-8', tempFile(pdf), '-']);
