import type { Campaign } from '@bayan/shared';
import { call } from './schedule-fixtures.js';
import type { Bearer, TestApp } from './test-app.js';

const DAY = 86_400_000;

/** A Riyadh calendar day `days` from today, YYYY-MM-DD. */
export const riyadhDay = (days: number) => new Date(Date.now() + 3 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

export const campaignBody = (overrides: object = {}) => ({
  titleAr: 'يوم الفحص المجاني',
  titleEn: 'Free screening day',
  description: 'Blood pressure and sugar',
  date: riyadhDay(5),
  startTime: '09:00',
  endTime: '13:00',
  capacity: 2,
  ...overrides,
});

/** A campaign created through the API as `as` (staff of its clinic), or the test fails. */
export async function createCampaign(t: TestApp, as: Bearer, overrides: object = {}): Promise<Campaign> {
  const res = await call(t, 'POST', '/api/campaigns', as, campaignBody(overrides));
  if (res.status !== 201) throw new Error(`campaign refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Campaign;
}

export const register = (t: TestApp, as: Bearer | object, campaign: string) =>
  call(t, 'POST', `/api/campaigns/${campaign}/registrations`, { ...as, 'accept-language': 'en' });
