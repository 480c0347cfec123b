import { emailHtml } from './email-html.js';
import { emailSubject, emailText } from './email-text.js';

/** A short text in both languages. */
export interface Bilingual {
  ar: string;
  en: string;
}

/**
 * A piece of an email in one language: a paragraph, label–value lines, or a link (drawn as a
 * button, `secondary` as an outlined one beside a main action, with its address shown beneath for
 * clients that hide buttons). Values are plain text; only the renderers write markup, and the HTML
 * one escapes every value.
 */
export type EmailBlock =
  | { text: string }
  | { facts: ReadonlyArray<readonly [label: string, value: string]> }
  | { link: string; label: string; secondary?: boolean };

/** The greeting most emails open with. */
export const HELLO = { ar: { text: 'مرحباً،' }, en: { text: 'Hello,' } } as const;

/** What an email says, in Arabic and in English; every email has the same layout. */
export interface EmailContent {
  /** The subject's two halves, also each language's heading. */
  subject: Bilingual;
  ar: EmailBlock[];
  en: EmailBlock[];
}

/** An email as the outbox stores it: `body` is its text part (what GET /api/outbox shows), `html` its HTML part. */
export interface EmailText {
  subject: string;
  body: string;
  html: string;
}

/**
 * Every email is in both languages, Arabic first, whatever the language of the request that caused
 * it: the recipient's own is not stored, and the request may not even be theirs (an intruder's
 * change, a sign-up with their address); the subject too.
 */
export function renderEmail(content: EmailContent): EmailText {
  return {
    subject: emailSubject(content),
    body: emailText(content),
    html: emailHtml(content),
  };
}
