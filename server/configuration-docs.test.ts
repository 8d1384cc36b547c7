import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every environment variable the server reads is in the README's configuration table: a new
 * limit (a rate limit, a socket cap, a token) must not ship with only its source to explain it.
 */
const ROOT = path.resolve(import.meta.dirname, '..');

/** The variables of EnvSchema in server/env.ts, as written there. */
function schemaVariables(source: string): string[] {
  const schema = /const EnvSchema = z\s*\.object\(\{([\s\S]*?)\n {0,2}\}\)/.exec(source)?.[1] ?? '';
  return [...schema.matchAll(/^ {2,4}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!);
}

/** The variables named in the first column of the README's configuration table. */
function documentedVariables(readme: string): Set<string> {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Configuration')) ?? '';
  const firstCells = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|')[1] ?? '');
  return new Set(
    firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!)),
  );
}

describe("the README's configuration table", () => {
  it('names every environment variable the server reads', async () => {
    const [env, readme] = await Promise.all([
      fs.readFile(path.join(ROOT, 'server/env.ts'), 'utf8'),
      fs.readFile(path.join(ROOT, 'README.md'), 'utf8'),
    ]);
    const variables = schemaVariables(env);
    expect(variables).toContain('DATABASE_URL');
    const documented = documentedVariables(readme);
    expect(variables.filter((name) => !documented.has(name))).toEqual([]);
  });
});
