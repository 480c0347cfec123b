import { AUDIT_ACTION_NAMES, AUDIT_ENTITIES, auditActionLabel, auditEntityLabel } from '@bayan/shared';
import { useLanguage } from '../../../i18n/use-language';

/** The audit actions the server records (the shared catalogue); an older or newer one still shows, by its code. */
export const EVENT_ACTIONS = AUDIT_ACTION_NAMES;
export const EVENT_ENTITIES = AUDIT_ENTITIES;

/**
 * An action or entity in words ("Name edited"), from the shared audit catalogue the exports use
 * too, or its code when this version does not know it.
 */
export function useEventLabels() {
  const { language } = useLanguage();
  return {
    action: (action: string) => auditActionLabel(action, language),
    entity: (entity: string) => auditEntityLabel(entity, language),
  };
}
