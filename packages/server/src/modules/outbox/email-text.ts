import type { EmailBlock, EmailContent } from './email-layout.js';

/** The subject line: Arabic, then English, so the inbox line reads in either language. */
export const emailSubject = ({ subject }: EmailContent) => `${subject.ar} | ${subject.en}`;

function blockText(block: EmailBlock): string {
  if ('text' in block) return block.text;
  if ('facts' in block) return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
  return `${block.label}: ${block.link}`;
}

const part = (heading: string, blocks: EmailBlock[]) => [heading, ...blocks.map(blockText)].join('\n\n');

/** The text part, the HTML part's words in the same order: the Arabic part, a rule, the English part. */
export function emailText({ subject, ar, en }: EmailContent): string {
  return `${part(subject.ar, ar)}\n\n---\n\n${part(subject.en, en)}`;
}
