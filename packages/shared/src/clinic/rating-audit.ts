import { auditActions } from '../audit/audit-definition.js';
import type { Rating } from './rating-contract.js';

export const RATING_AUDIT_ACTIONS = auditActions({
  'rating.create': { entity: 'rating', label: { ar: 'قُيّم طبيب', en: 'Doctor rated' } },
  'rating.approve': { entity: 'rating', label: { ar: 'نُشر تعليق', en: 'Comment approved' } },
  'rating.reject': { entity: 'rating', label: { ar: 'رُفض تعليق', en: 'Comment rejected' } },
});

export interface RatingAuditPayloads {
  'rating.create': { after: Rating };
  'rating.approve': { before: Rating; after: Rating };
  'rating.reject': { before: Rating; after: Rating };
}
