import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInt } from 'node:crypto';
import { ConfigError, loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('TRUST_PROXY', () => {
  it('takes a number of hops or a list of proxy addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses "trust anything" and malformed addresses', () => {
    for (const TRUST_PROXY of ['true', 'yes', '-1', '10.0.0.0/33', 'proxy.local', '127.0.0.1,', '1.2.3.4/8/9', '']) {
      expect(() => loadConfig({ TRUST_PROXY }), TRUST_PROXY).toThrow(ConfigError);
    }
  });
});

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('reads the client from the hop the proxy added, not from what the client wrote before it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const spoofed = `${randomInt(1, 223)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `${spoofed}, 203.0.113.9` },
        payload: { login: `nobody${i}@example.test`, password: 'wrong-password-1' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
