import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration (DESIGN.md)', () => {
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
  it('empty strings count as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' })).toMatchObject({ databaseUrl: undefined, smtpUrl: undefined });
  });
});
