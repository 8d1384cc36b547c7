import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('gives safe defaults with the embedded database and demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: null,
      dataDir: path.resolve('./data'),
      seedDemo: true,
      demoPassword: 'demo1234',
      mainAccountUsernames: [],
    });
  });

  it('turns demo data off by default on PostgreSQL and on with SEED_DEMO=true', () => {
    const url = 'postgres://u@localhost:5432/db';
    expect(loadConfig({ DATABASE_URL: url }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('stops on a bad value with a message naming every bad variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL/);
    expect(attempt).toThrow(/SEED_DEMO/);
  });

  it('names the accessibility contact only with a way to reach him', () => {
    expect(loadConfig({}).accessibilityContact).toBeNull();
    expect(
      loadConfig({
        ACCESSIBILITY_CONTACT_NAME: 'Miriam Cohen',
        ACCESSIBILITY_CONTACT_PHONE: '+972 3-555-1234',
      }).accessibilityContact,
    ).toEqual({ name: 'Miriam Cohen', email: null, phone: '+972 3-555-1234' });
    expect(() => loadConfig({ ACCESSIBILITY_CONTACT_NAME: 'Miriam Cohen' })).toThrow(
      /ACCESSIBILITY_CONTACT_EMAIL/,
    );
    expect(() => loadConfig({ ACCESSIBILITY_CONTACT_EMAIL: 'access@builder.example' })).toThrow(
      /ACCESSIBILITY_CONTACT_NAME/,
    );
    expect(() =>
      loadConfig({ ACCESSIBILITY_CONTACT_NAME: 'Miriam', ACCESSIBILITY_CONTACT_EMAIL: 'nobody' }),
    ).toThrow(/ACCESSIBILITY_CONTACT_EMAIL: must be an email address/);
  });

  it('reads the main account usernames and the public origin', () => {
    const config = loadConfig({
      MAIN_ACCOUNT_USERNAMES: 'owner, partner',
      PUBLIC_URL: 'https://entry.example.com/some/path',
    });
    expect(config.mainAccountUsernames).toEqual(['owner', 'partner']);
    expect(config.publicUrl).toBe('https://entry.example.com');
  });
});
