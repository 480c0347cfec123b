import { auditActions } from '../audit/audit-definition.js';
import type { Agenda, ConsultationType } from './agenda-contract.js';
import type { Block } from './block-contract.js';

export const AGENDA_AUDIT_ACTIONS = auditActions({
  'agenda.create': { entity: 'agenda', label: { ar: 'أُنشئ جدول مواعيد', en: 'Agenda created' } },
  'agenda.update': { entity: 'agenda', label: { ar: 'عُدّل جدول مواعيد', en: 'Agenda changed' } },
  'agenda.delete': { entity: 'agenda', label: { ar: 'حُذف جدول مواعيد', en: 'Agenda deleted' } },
  'consultation_type.create': {
    entity: 'consultation_type',
    label: { ar: 'أُضيف نوع استشارة', en: 'Consultation type added' },
  },
  'consultation_type.update': {
    entity: 'consultation_type',
    label: { ar: 'عُدّل نوع استشارة', en: 'Consultation type changed' },
  },
  'consultation_type.retire': {
    entity: 'consultation_type',
    label: { ar: 'أُوقف نوع استشارة', en: 'Consultation type withdrawn' },
  },
  'block.create': { entity: 'block', label: { ar: 'أُضيف وقت محجوب', en: 'Time off added' } },
  'block.delete': { entity: 'block', label: { ar: 'أُزيل وقت محجوب', en: 'Time off removed' } },
});

export interface AgendaAuditPayloads {
  'agenda.create': { after: Agenda };
  'agenda.update': { before: Agenda; after: Agenda };
  'agenda.delete': { before: Agenda };
  'consultation_type.create': { after: ConsultationType };
  'consultation_type.update': { before: ConsultationType; after: ConsultationType };
  'consultation_type.retire': { before: ConsultationType; after: ConsultationType };
  'block.create': { after: Block };
  'block.delete': { before: Block };
}
