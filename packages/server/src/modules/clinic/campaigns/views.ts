import type { Campaign, CampaignRegistration, Promotion, RegistrationStatus } from '@bayan/shared';
import { formatInstant } from '../availability/civil-date.js';
import { offsetMinutesAt } from '../availability/time-zone.js';
import type { CampaignRecord } from './campaigns.repository.js';
import type { PromotionRecord } from './promotions.repository.js';
import { refsOf } from './refs.js';
import type { RegistrationRecord } from './registrations.repository.js';

/** An instant as the clinic's wall clock, with its offset: `2026-12-01T09:00:00+03:00`. */
export const localInstant = (at: Date, timeZone: string) =>
  formatInstant(at.getTime(), offsetMinutesAt(timeZone, at.getTime()));

export const toPromotion = (row: PromotionRecord): Promotion => ({
  pubkey: row.pubkey,
  titleAr: row.titleAr,
  titleEn: row.titleEn,
  description: row.description,
  price: row.priceHalalas,
  priceAfterDiscount: row.priceAfterDiscountHalalas,
  validFrom: row.validFrom,
  validTo: row.validTo,
  active: row.active,
  ...refsOf(row),
  createdAt: row.createdAt.toISOString(),
});

export function toCampaign(row: CampaignRecord): Campaign {
  const start = localInstant(row.startAt, row.timeZone);
  const end = localInstant(row.endAt, row.timeZone);
  return {
    pubkey: row.pubkey,
    titleAr: row.titleAr,
    titleEn: row.titleEn,
    description: row.description,
    date: start.slice(0, 10),
    startTime: start.slice(11, 16),
    endTime: end.slice(0, 10) > start.slice(0, 10) && end.slice(11, 16) === '00:00' ? '24:00' : end.slice(11, 16),
    start,
    capacity: row.capacity,
    seatsTaken: row.seatsTaken,
    ...refsOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export const statusOf = (status: RegistrationRecord['status']) => status.toUpperCase() as RegistrationStatus;

export const toRegistration = (
  row: RegistrationRecord,
  patient: { pubkey: string; name: string } | undefined,
): CampaignRegistration => ({
  pubkey: row.pubkey,
  status: statusOf(row.status),
  campaign: {
    pubkey: row.campaignPubkey,
    titleAr: row.titleAr,
    titleEn: row.titleEn,
    start: localInstant(row.startAt, row.timeZone),
  },
  patient: patient ?? { pubkey: '', name: '' },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
