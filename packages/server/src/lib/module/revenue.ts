import type { Language } from '@bayan/shared';
import type { Period } from './period.js';

/** A professional's earnings over a period, in integer halalas (SAR × 100). */
export interface Earner {
  doctor: { pubkey: string; name: string };
  /** In the reader's language; null when the doctor has none. */
  speciality: string | null;
  /** Done appointments in the period. */
  appointments: number;
  halalas: number;
}

/**
 * A module's share of the dashboard's revenue (PRODUCT.md §6): what it earned, as the module
 * that takes the bookings counts it. The dashboard reads it through this port, never its tables.
 */
export interface Revenue {
  /** The best earners of the period, at most `limit`, the highest first. */
  earners(period: Period, limit: number, lang: Language): Promise<Earner[]>;
  /** Twelve totals in halalas, January to December of `year`. */
  months(year: number): Promise<number[]>;
}

const MONTHS = 12;

/** Every switched-on module's revenue as one: earners merged and ranked, months added up (none: nothing earned). */
export function foldRevenue(sources: () => readonly Revenue[]): Revenue {
  return {
    async earners(period, limit, lang) {
      const lists = await Promise.all(sources().map((source) => source.earners(period, limit, lang)));
      return lists
        .flat()
        .sort((a, b) => b.halalas - a.halalas || b.appointments - a.appointments)
        .slice(0, limit);
    },
    async months(year) {
      const lists = await Promise.all(sources().map((source) => source.months(year)));
      return Array.from({ length: MONTHS }, (_, month) => lists.reduce((sum, list) => sum + (list[month] ?? 0), 0));
    },
  };
}

/** An amount of integer halalas as the API shows money: SAR, to the halala. */
export const sar = (halalas: number) => ({ amount: halalas / 100, currency: 'SAR' as const });
