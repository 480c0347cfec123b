import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Statistics } from '@bayan/shared';
import { moduleOn } from '../../../config/modules';
import { renderPage } from '../../../test/render';
import { StatisticsCards } from './statistics-cards';

const STATS = {
  users: { total: 12, byRole: {}, newInPeriod: 3 },
  patients: 7,
  doctors: 2,
  names: { total: 99, active: 90 },
  events: { total: 500, inPeriod: 40 },
  appointments: {},
  revenueThisMonth: { amount: 0, currency: 'SAR' },
} as unknown as Statistics;

/** A card's label, figure and line of context, as read. */
const card = (label: string) => screen.getByRole('heading', { level: 3, name: label }).parentElement?.textContent;

describe('the home screen figures', () => {
  it('label each count, its figure and its context; no revenue card when asked so', async () => {
    await renderPage(<StatisticsCards stats={STATS} loading={false} hideRevenue />, { language: 'en' });
    expect(card('Users')).toBe('Users12New in the period: 3');
    expect(card('Events in the period')).toBe('Events in the period40All time: 500');
    if (moduleOn('names')) expect(card('Names')).toBe('Names99Shown to the public: 90');
    if (moduleOn('clinic')) {
      expect(card('Patients')).toBe('Patients7');
      expect(card('Doctors')).toBe('Doctors2');
    }
    expect(screen.queryByRole('heading', { name: 'Revenue this month' })).toBeNull();
  });

  it('say there is no revenue yet rather than a zero', async () => {
    await renderPage(<StatisticsCards stats={STATS} loading={false} />, { language: 'en' });
    if (moduleOn('clinic')) expect(card('Revenue this month')).toContain('No paid appointments yet.');
  });
});
