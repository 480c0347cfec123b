import { auditActions } from '../audit/audit-definition.js';
import type { Name } from './names-contract.js';

export const NAMES_AUDIT_ACTIONS = auditActions({
  'name.create': { entity: 'name', label: { ar: 'إضافة اسم', en: 'Name added' } },
  'name.update': { entity: 'name', label: { ar: 'تعديل اسم', en: 'Name edited' } },
  'name.delete': { entity: 'name', label: { ar: 'حذف اسم', en: 'Name deleted' } },
});

export interface NamesAuditPayloads {
  'name.create': { after: Name };
  'name.update': { before: Name; after: Name };
  'name.delete': { before: Name };
}
