import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration (docs/design.md#configuration)', () => {
  it('has working defaults: port 3000, 127.0.0.1, ./data, embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: undefined, publicUrl: 'http://localhost:3000' });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });
  it('a bad value stops start-up with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
  it('MAIL_LIMIT_PER_IP: 20 e-mails an hour per client IP unless set; not a number stops start-up', () => {
    expect(loadConfig({}).mailLimitPerIp).toBe(20);
    expect(loadConfig({ MAIL_LIMIT_PER_IP: '1000' }).mailLimitPerIp).toBe(1000);
    expect(() => loadConfig({ MAIL_LIMIT_PER_IP: 'many' })).toThrow(/MAIL_LIMIT_PER_IP/);
  });
  it('SIGNUP_LIMIT_PER_IP: 10 sign-up and reset requests a minute per client IP unless set; not a number stops start-up', () => {
    expect(loadConfig({}).signupLimitPerIp).toBe(10);
    expect(loadConfig({ SIGNUP_LIMIT_PER_IP: '1000' }).signupLimitPerIp).toBe(1000);
    expect(() => loadConfig({ SIGNUP_LIMIT_PER_IP: 'many' })).toThrow(/SIGNUP_LIMIT_PER_IP/);
  });

  it('scale-out settings: REDIS_PREFIX lintel, pool of 10, role all, no drain unless set; bad values name the variable', () => {
    expect(loadConfig({ PORT: '3801' }).ops).toMatchObject({ redisPrefix: 'lintel', databasePoolMax: 10, role: 'all', metricsToken: undefined, shutdownDrainMs: 0 });
    expect(loadConfig({ PORT: '3801' }).ops.instanceName).toMatch(/-3801$/);
    expect(loadConfig({ REDIS_PREFIX: 'staging', DATABASE_POOL_MAX: '25', INSTANCE_NAME: 'i2', INSTANCE_ROLE: 'worker', SHUTDOWN_DRAIN_MS: '5000' }).ops).toMatchObject({
      redisPrefix: 'staging', databasePoolMax: 25, instanceName: 'i2', role: 'worker', shutdownDrainMs: 5000,
    });
    expect(() => loadConfig({ REDIS_PREFIX: 'a b' })).toThrow(/REDIS_PREFIX/);
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ INSTANCE_ROLE: 'both' })).toThrow(/INSTANCE_ROLE/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
  it('LINTEL_TEST_PAUSE_AT (a kill test\'s pause point) is off unless set, and refused with NODE_ENV=production', () => {
    expect(loadConfig({}).testPauseAt).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', LINTEL_TEST_PAUSE_AT: 'calendar.created' }).testPauseAt).toBe('calendar.created');
    expect(() => loadConfig({ NODE_ENV: 'production', LINTEL_TEST_PAUSE_AT: 'calendar.created' })).toThrow(/LINTEL_TEST_PAUSE_AT/);
  });
  it('empty strings count as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' })).toMatchObject({ databaseUrl: undefined, smtpUrl: undefined });
  });
  it('S3_* turns on the S3 driver: bucket required, keys in pairs, path style for a custom endpoint', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000', bucket: 'files', region: 'us-east-1', accessKeyId: 'a', secretAccessKey: 'b', forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'files', S3_REGION: 'eu-west-1' }).s3).toMatchObject({ endpoint: undefined, region: 'eu-west-1', forcePathStyle: false });
    expect(loadConfig({ S3_ENDPOINT: 'https://s3.example.com', S3_BUCKET: 'f', S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'a' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
  it('AI_BASE_URL or AI_API_KEY turns on the AI client; AI_MODEL is then required; AI_TIMEOUT_MS defaults to 20 s', () => {
    expect(loadConfig({}).ai).toBeUndefined();
    expect(loadConfig({ AI_MODEL: 'm' }).ai).toBeUndefined();
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3' }).ai).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1', apiKey: undefined, model: 'llama3', timeoutMs: 20_000,
    });
    expect(loadConfig({ AI_API_KEY: 'k', AI_MODEL: 'm', AI_TIMEOUT_MS: '5000' }).ai).toMatchObject({ baseUrl: undefined, timeoutMs: 5000 });
    expect(() => loadConfig({ AI_API_KEY: 'k' })).toThrow(/AI_MODEL/);
    expect(() => loadConfig({ AI_BASE_URL: 'not a url', AI_MODEL: 'm' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ AI_TIMEOUT_MS: '5' })).toThrow(/AI_TIMEOUT_MS/);
  });
});
