import { auditActions } from '../audit/audit-definition.js';
import type { Setting } from './settings-contract.js';

export const SETTINGS_AUDIT_ACTIONS = auditActions({
  'setting.update': { entity: 'setting', label: { ar: 'تغيير إعداد', en: 'Setting changed' } },
});

export interface SettingsAuditPayloads {
  'setting.update': { before: Setting; after: Setting };
}
