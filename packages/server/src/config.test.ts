import path from 'node:path';
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

  it('seals deed PDFs with SEAL_P12 (a path, resolved) and TSA_URL when given, a self-signed certificate otherwise', () => {
    expect(loadConfig({}).seal).toEqual({ password: '' });
    const seal = loadConfig({
      SEAL_P12: 'certs/seal.p12',
      SEAL_P12_PASSWORD: 'pw',
      TSA_URL: 'http://tsa.example/tsr',
    }).seal;
    expect(seal).toEqual({ p12: path.resolve('certs/seal.p12'), password: 'pw', tsaUrl: 'http://tsa.example/tsr' });
    expect(() => loadConfig({ TSA_URL: 'ftp://tsa.example' })).toThrow(/TSA_URL/);
    expect(() => loadConfig({ SEAL_P12: '' })).toThrow(/SEAL_P12/);
  });

  it('keeps uploads in the data folder, in PostgreSQL with DATABASE_URL, in S3 with S3_URL', () => {
    const pg = { DATABASE_URL: 'postgres://u@127.0.0.1/db', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({}).files).toEqual({ kind: 'folder' });
    expect(loadConfig(pg).files).toEqual({ kind: 'database' });
    const S3_URL =
      's3://AKIA%2F1:se%2Bcr%2Fet@minio.internal:9000/bayan-files/prod/uploads?region=me-south-1&forcePathStyle=true&tls=false';
    expect(loadConfig({ ...pg, S3_URL }).files).toEqual({
      kind: 's3',
      s3: {
        endpoint: 'http://minio.internal:9000',
        region: 'me-south-1',
        bucket: 'bayan-files',
        prefix: 'prod/uploads/',
        forcePathStyle: true,
        credentials: { accessKeyId: 'AKIA/1', secretAccessKey: 'se+cr/et' },
      },
    });
    expect(loadConfig({ S3_URL: 's3://K:S@s3.eu-central-1.amazonaws.com/bayan' }).files).toMatchObject({
      s3: { endpoint: 'https://s3.eu-central-1.amazonaws.com', region: 'us-east-1', prefix: '', forcePathStyle: false },
    });
  });

  it('refuses an S3_URL it cannot use, without repeating its secret', () => {
    for (const S3_URL of [
      'https://K:TOP-SECRET@host/bucket',
      's3://host/bucket',
      's3://K:TOP-SECRET@host/',
      's3://K:TOP-SECRET@host/Not_A_Bucket',
      's3://K:TOP-SECRET@host/bucket?region=x&pathStyle=1',
      's3://K:TOP-SECRET@host/bucket?tls=no',
      's3://K:TOP-SECRET%zz@host/bucket',
      's3://K:TOP-SECRET@host/bucket/a b/',
      'not a url',
    ]) {
      try {
        loadConfig({ S3_URL });
        expect.unreachable(S3_URL);
      } catch (error) {
        const [problem] = (error as ConfigError).problems;
        expect(problem, S3_URL).toMatch(/^S3_URL: must be s3:\/\/KEY:SECRET@host/);
        expect(problem).not.toContain('TOP-SECRET');
      }
    }
  });
});
