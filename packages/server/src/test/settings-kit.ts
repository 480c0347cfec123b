import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

/** Sets one setting as the seeded admin would, through the API (PATCH /api/settings/:pubkey). */
export async function setSetting(t: TestApp, key: string, value: unknown): Promise<void> {
  const admin = await t.bearer('admin@bayan.local');
  const list = await t.app.inject({ method: 'GET', url: '/api/settings?limit=100', headers: admin });
  const setting = list.json<{ data: { key: string; pubkey: string }[] }>().data.find((s) => s.key === key);
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/settings/${setting!.pubkey}`,
    headers: admin,
    payload: { value },
  });
  expect(res.statusCode, res.body).toBe(200);
}
