import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults for the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 3000, demo: true, databaseUrl: undefined });
    expect([...config.modules]).toEqual(['names', 'clinic', 'endowments']);
  });

  it('lists every problem at once', () => {
    const env = { PORT: 'abc', DATABASE_URL: 'mysql://x', BAYAN_MODULES: 'names,shop', BAYAN_DEMO: 'maybe' };
    try {
      loadConfig(env);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const key of ['PORT', 'DATABASE_URL', 'BAYAN_MODULES', 'BAYAN_DEMO']) expect(problems).toContain(key);
    }
  });

  it('requires a JWT secret when PostgreSQL is configured', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1/db' })).toThrow(/JWT_SECRET/);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1/db', JWT_SECRET: 'x'.repeat(32) }).databaseUrl,
    ).toBeDefined();
  });

  it('switches modules off', () => {
    expect([...loadConfig({ BAYAN_MODULES: 'clinic' }).modules]).toEqual(['clinic']);
  });

  it('takes a base path, and appends it to the public address of emailed links', () => {
    expect(loadConfig({})).toMatchObject({ basePath: '', publicUrl: 'http://127.0.0.1:3000' });
    expect(loadConfig({ BASE_PATH: '/bayan' })).toMatchObject({
      basePath: '/bayan',
      publicUrl: 'http://127.0.0.1:3000/bayan',
    });
    const config = loadConfig({ BASE_PATH: '/apps/bayan-1', PUBLIC_URL: 'https://example.org/' });
    expect(config.publicUrl).toBe('https://example.org/apps/bayan-1');
  });

  it('refuses a base path that is not a plain absolute path, and a public address with a path', () => {
    for (const BASE_PATH of ['bayan', '/bayan/', '/', '/a/../b', '/..', '/bayan?x', '/a b', '//bayan']) {
      expect(() => loadConfig({ BASE_PATH }), BASE_PATH).toThrow(/BASE_PATH/);
    }
    expect(() => loadConfig({ PUBLIC_URL: 'https://example.org/bayan' })).toThrow(/PUBLIC_URL/);
  });

  it('turns metrics on with a token long enough not to be guessed', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(16) }).metricsToken).toBe('m'.repeat(16));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
