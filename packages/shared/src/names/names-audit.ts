import { auditActions } from '../audit/audit-definition.js';
import type { Name } from './names-contract.js';

export const NAMES_AUDIT_ACTIONS = auditActions({
  'name.create': { entity: 'name' },
  'name.update': { entity: 'name' },
  'name.delete': { entity: 'name' },
});

export interface NamesAuditPayloads {
  'name.create': { after: Name };
  'name.update': { before: Name; after: Name };
  'name.delete': { before: Name };
}
