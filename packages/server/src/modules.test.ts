import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app.js';

describe('BAYAN_MODULES', () => {
  it('a switched-off module has no API', async () => {
    const t = await createTestApp({ BAYAN_MODULES: 'clinic' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/names' });
      expect(res.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
