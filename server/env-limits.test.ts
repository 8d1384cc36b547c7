import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('the limits against slow, crowding and hashing-hungry clients', () => {
  it('gives a request two minutes and an address 1500 connections by default', () => {
    expect(loadConfig({}).connections).toEqual({ requestTimeoutMs: 120_000, maxPerAddress: 1500 });
    expect(
      loadConfig({ REQUEST_TIMEOUT_SECONDS: '30', MAX_CONNECTIONS_PER_ADDRESS: '2000' })
        .connections,
    ).toEqual({ requestTimeoutMs: 30_000, maxPerAddress: 2000 });
  });

  it('stops the start on a bad value, naming it', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: 'many' })).toThrow(ConfigError);
    // Each /ws socket is a connection: a cap below theirs would leave no room for requests.
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '800' })).toThrow(
      /MAX_CONNECTIONS_PER_ADDRESS: must be above WS_MAX_PER_ADDRESS/,
    );
  });

  it('hashes two passwords at once by default, and as many as configured', () => {
    expect(loadConfig({}).passwordHashConcurrency).toBe(2);
    expect(loadConfig({ PASSWORD_HASH_CONCURRENCY: '4' }).passwordHashConcurrency).toBe(4);
    expect(() => loadConfig({ PASSWORD_HASH_CONCURRENCY: '0' })).toThrow(
      /PASSWORD_HASH_CONCURRENCY/,
    );
  });
});
