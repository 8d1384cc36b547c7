import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = path.resolve(import.meta.dirname, '../../docs/decisions');
const records = readdirSync(folder).filter((name) => name.endsWith('.md'));
const numbers = new Set(records.map((name) => name.slice(0, 3)));
const STATUS = /^Status: (accepted|superseded by (\d{3}))\b/;

describe('decision records', () => {
  it.each(records)('%s says under its title whether it stands', (name) => {
    const [title, blank, status] = readFileSync(path.join(folder, name), 'utf8').split('\n');
    expect(title).toMatch(/^# \d{3}/);
    expect(blank).toBe('');
    expect(status).toMatch(STATUS);
  });

  it.each(records)('%s names only a later record that exists as its successor', (name) => {
    const status = readFileSync(path.join(folder, name), 'utf8').split('\n')[2] ?? '';
    for (const [, successor] of status.matchAll(/superseded by (\d{3})/g)) {
      expect(numbers.has(successor!)).toBe(true);
      expect(Number(successor)).toBeGreaterThan(Number(name.slice(0, 3)));
    }
  });
});
