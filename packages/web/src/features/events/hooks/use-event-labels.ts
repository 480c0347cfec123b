import { useTranslation } from 'react-i18next';

/** The audit actions the server records today; a newer one still shows, by its code. */
export const EVENT_ACTIONS = [
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'auth.register',
  'auth.confirm_email',
  'auth.confirm_phone',
  'auth.password_change',
  'auth.password_reset_request',
  'auth.password_reset',
  'auth.refresh_reuse',
  'name.create',
  'name.update',
  'name.delete',
  'user.create',
  'user.update',
  'user.toggle_status',
  'user.delete',
  'user.update_profile',
  'setting.update',
  'notification.announce',
] as const;

export const EVENT_ENTITIES = ['user', 'name', 'setting', 'notification'] as const;

type EventAction = (typeof EVENT_ACTIONS)[number];
type EventEntity = (typeof EVENT_ENTITIES)[number];

const isAction = (value: string): value is EventAction => (EVENT_ACTIONS as readonly string[]).includes(value);
const isEntity = (value: string): value is EventEntity => (EVENT_ENTITIES as readonly string[]).includes(value);

/** An action or entity in words ("Name edited"), or its code when this version does not know it. */
export function useEventLabels() {
  const { t } = useTranslation('events');
  return {
    action: (action: string) => (isAction(action) ? t(`actions.${action}`) : action),
    entity: (entity: string) => (isEntity(entity) ? t(`entities.${entity}`) : entity),
  };
}
