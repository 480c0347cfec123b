import { SETTINGS_ROUTES } from '@bayan/shared';

/**
 * The public settings (site name, registration, contact details) that every page reads first,
 * asked for with the page: the app's own call then takes this answer (same URL and mode) instead of
 * leaving only once the first render has run (issue 14). Relative, like the build's asset URLs.
 * A server-rendered page leaves it out: its state already holds them (web-render/page-html.ts).
 */
export const SETTINGS_PRELOAD = `    <link rel="preload" as="fetch" crossorigin href=".${SETTINGS_ROUTES['settings.public'].path}" />\n`;
