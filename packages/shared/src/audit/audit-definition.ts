import type { Language } from '../i18n/languages.js';

/**
 * An audit action's declaration: the entity it is about and its name in words for the events
 * screen and the exports ("Name edited", never `name.update`). Its payload (before/after) is a type
 * beside it, in the module's `<module>-audit.ts`; the server's audit writer accepts only a
 * declared action with its payload, and the web's events screen labels and filters by this list.
 */
export interface AuditActionDefinition {
  entity: string;
  label: Record<Language, string>;
}

/** Helper for a module's catalogue: keeps the literal action and entity names. */
export const auditActions = <const T extends Record<string, AuditActionDefinition>>(actions: T): T => actions;
