/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for it (caught)
 * when the first object schema is built: the page's CSP (`script-src 'self'`, no 'unsafe-eval')
 * refuses it, and the browser logs the refusal as an issue. zod keeps its settings on this global
 * (shared by every copy of zod, created by whichever comes first), so the entry sets it without
 * loading zod: the pages that have no form carry none of it. zod-jitless.test.ts checks that zod
 * still reads it. Imported first, before any schema.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
