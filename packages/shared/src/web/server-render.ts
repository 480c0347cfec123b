import type { Language } from '../i18n/languages.js';

/*
 * The contract between the web's server bundle (web src/entry-server.tsx) and the server that
 * loads it (server plugins/web-render): what is asked for, and what comes back (issue 30).
 */

/** What a page says of itself for the document's head, gathered while the server renders it. */
export interface PageHeadFacts {
  title?: string;
  description?: string;
  /** schema.org objects (a doctor's `Physician`, the clinic's `MedicalClinic`), as JSON-LD. */
  structuredData?: object[];
}

export interface RenderRequest {
  /** The page's URL as the visitor asked for it (origin, base path, path, search). */
  url: string;
  basePath: string;
  /** The visitor's choice (the `lang` cookie); null: the site's default language (PRODUCT §6), else Arabic. */
  language: Language | null;
}

export type Rendered =
  | { kind: 'redirect'; status: number; location: string }
  /** A page the browser renders (no `handle`: it reads the session), or the dashboard. */
  | { kind: 'browser' }
  | {
      kind: 'page';
      status: number;
      language: Language;
      head: PageHeadFacts;
      /** The root element's inner HTML. */
      html: string;
      /** emotion's critical style tags for that HTML. */
      styles: string;
      /** The dehydrated query cache, as JSON (the browser hydrates it before React does). */
      state: string;
    };
