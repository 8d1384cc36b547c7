import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config';

const root = path.resolve(import.meta.dirname, '../..');
const mocksAModule = /\bvi\.(do)?mock\(/;
const mockingServerFiles = ['server', 'test/authorization']
  .flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
      path.posix.join(folder, file.split(path.sep).join('/')),
    ),
  )
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => mocksAModule.test(readFileSync(path.join(root, file), 'utf8')));

type ProjectTest = { name: string; include: string[]; exclude?: string[]; isolate?: boolean };
const serverProjects = (config.test?.projects ?? [])
  .map((project) => (project as { test: ProjectTest }).test)
  .filter((test) => test.name.startsWith('server'));
const project = (name: string) => serverProjects.find((test) => test.name === name)!;

describe('server test files that mock a module', () => {
  it('are found (the check below looks at something)', () => {
    expect(mockingServerFiles).toContain('server/background-jobs.test.ts');
  });

  it.each(mockingServerFiles)('%s runs in the isolated project, not the shared one', (file) => {
    expect(project('server').isolate).toBe(false);
    expect(project('server').exclude).toContain(file);
    expect(project('server-isolated').isolate).toBe(true);
    expect(project('server-isolated').include).toContain(file);
  });
});
