import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The repository's files as they were at `commit`, in a temporary folder that borrows this
 * checkout's node_modules, for `use`; removed after. A baseline measured this way runs on the
 * same machine in the same hour as the code it is compared with, where a figure written down
 * once would carry another machine's speed. null when this clone does not hold the commit (a
 * shallow clone): the caller then says so rather than compare with nothing.
 */
export async function withEarlierCheckout<T>(
  commit: string,
  use: (root: string) => Promise<T>,
): Promise<T | null> {
  try {
    execFileSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: ROOT, stdio: 'ignore' });
  } catch {
    return null;
  }
  const root = await fs.mkdtemp(path.join(os.tmpdir(), `site-entry-${commit}-`));
  try {
    const archive = execFileSync('git', ['archive', commit], {
      cwd: ROOT,
      maxBuffer: 256 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', root], { input: archive });
    await fs.symlink(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
    return await use(root);
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
}
