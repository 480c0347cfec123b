import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * sitemaps.org's sitemap.xsd 0.9 as published, with the XHTML `link` its strict wildcard lets in
 * (sitemap-schema/): what search engines read a sitemap against.
 */
const SCHEMA = fileURLToPath(new URL('./sitemap-schema/sitemap-with-alternates.xsd', import.meta.url));

/**
 * What xmllint (Debian's libxml2-utils, installed by .ci/run) finds wrong with `xml` against the
 * sitemap schema, or null when it is valid.
 */
export function sitemapSchemaErrors(xml: string): string | null {
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', SCHEMA, '-'], { input: xml, stdio: 'pipe' });
    return null;
  } catch (error) {
    const { status, stderr } = error as { status?: number | null; stderr?: Buffer };
    // 1: not well-formed; 3, 4: invalid. Anything else (the schema not compiling, no xmllint) is no answer.
    if (status !== 1 && status !== 3 && status !== 4) throw error;
    return stderr?.toString('utf8').trim() || `xmllint exited with ${status}`;
  }
}
