import { auditActions } from '../audit/audit-definition.js';
import type { Campaign, CampaignRegistration, Promotion } from './campaigns-contract.js';

export const CAMPAIGN_AUDIT_ACTIONS = auditActions({
  'promotion.create': { entity: 'promotion', label: { ar: 'أُضيف عرض', en: 'Offer added' } },
  'promotion.update': { entity: 'promotion', label: { ar: 'عُدّل عرض', en: 'Offer changed' } },
  'promotion.delete': { entity: 'promotion', label: { ar: 'حُذف عرض', en: 'Offer deleted' } },
  'campaign.create': { entity: 'campaign', label: { ar: 'أُضيفت حملة', en: 'Campaign added' } },
  'campaign.update': { entity: 'campaign', label: { ar: 'عُدّلت حملة', en: 'Campaign changed' } },
  'campaign.delete': { entity: 'campaign', label: { ar: 'حُذفت حملة', en: 'Campaign deleted' } },
  'registration.create': {
    entity: 'registration',
    label: { ar: 'سُجّل مريض في حملة', en: 'Campaign registration made' },
  },
  'registration.accept': {
    entity: 'registration',
    label: { ar: 'قُبل تسجيل في حملة', en: 'Campaign registration accepted' },
  },
  'registration.cancel': {
    entity: 'registration',
    label: { ar: 'أُلغي تسجيل في حملة', en: 'Campaign registration canceled' },
  },
});

export interface CampaignAuditPayloads {
  'promotion.create': { after: Promotion };
  'promotion.update': { before: Promotion; after: Promotion };
  'promotion.delete': { before: Promotion };
  'campaign.create': { after: Campaign };
  'campaign.update': { before: Campaign; after: Campaign };
  'campaign.delete': { before: Campaign };
  'registration.create': { after: CampaignRegistration };
  'registration.accept': { before: CampaignRegistration; after: CampaignRegistration };
  'registration.cancel': { before: CampaignRegistration; after: CampaignRegistration };
}
