import { config } from 'zod/v4/core';

/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for it (caught)
 * when the first object schema is built: the page's CSP (`script-src 'self'`, no 'unsafe-eval')
 * refuses it, and the browser logs the refusal as an issue. Imported first, before any schema.
 */
config({ jitless: true });
