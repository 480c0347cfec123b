import { randomInt } from 'node:crypto';
import { randomIdNumber } from './auth-kit.js';
import type { TestApp } from './test-app.js';

/** Helpers for the reservation tests: a visitor's request from an address of its own, and its code. */

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
export const randomPhone = () => `05${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

export function reservationBody(
  etablissementPubkey: string,
  doctorPubkey: string,
  extra: Record<string, unknown> = {},
) {
  return {
    name: 'Huda Ali Alharbi',
    phone: randomPhone(),
    idNumber: randomIdNumber(),
    etablissementPubkey,
    doctorPubkey,
    preferredDay: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
    preferredTime: '10:00',
    notes: 'Back pain',
    ...extra,
  };
}

export const createReservation = (t: TestApp, payload: object, options: { ip?: string; lang?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/api/auth/appointment-reservation',
    payload,
    remoteAddress: options.ip ?? randomIp(),
    headers: { 'accept-language': options.lang ?? 'en' },
  });

export const verifyReservation = (t: TestApp, id: string, token: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/api/auth/appointment-reservation/${id}/verify`,
    payload: { token, code },
    headers: { 'accept-language': 'en' },
  });

export const readReservation = (t: TestApp, id: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/v1/api/auth/appointment-reservation/${id}?token=${token}` });
