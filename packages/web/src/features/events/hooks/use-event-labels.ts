import { useTranslation } from 'react-i18next';
import { AUDIT_ACTION_NAMES, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '@bayan/shared';

/** The audit actions the server records (the shared catalogue); an older or newer one still shows, by its code. */
export const EVENT_ACTIONS = AUDIT_ACTION_NAMES;
export const EVENT_ENTITIES = AUDIT_ENTITIES;

const isAction = (value: string): value is AuditAction => (EVENT_ACTIONS as readonly string[]).includes(value);
const isEntity = (value: string): value is AuditEntity => (EVENT_ENTITIES as readonly string[]).includes(value);

/** An action or entity in words ("Name edited"), or its code when this version does not know it. */
export function useEventLabels() {
  const { t } = useTranslation('events');
  return {
    action: (action: string) => (isAction(action) ? t(`actions.${action}`) : action),
    entity: (entity: string) => (isEntity(entity) ? t(`entities.${entity}`) : entity),
  };
}
