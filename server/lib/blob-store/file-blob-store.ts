import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertBlobKey, BlobStoreUnavailable, type BlobStore } from './blob-store';

/** The one file operation a full disk fails; a test gives one that fails part way. */
type WriteFile = (file: string, bytes: Buffer) => Promise<void>;

/** How many entries of a folder are listed per page. */
const LIST_PAGE = 500;

/** ENOSPC: no room left; EDQUOT: the user's quota, the same thing to the caller. */
const isDiskFull = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOSPC' || code === 'EDQUOT';
};

/**
 * Blobs as files in a folder (DATA_DIR/blobs by default): the embedded database's companion,
 * nothing to install. A write goes to a temporary file first and is renamed into place, so a
 * reader never sees half an image; a write that fails removes its temporary file, so a full
 * disk leaves no empty or partial files behind.
 */
export function fileBlobStore(root: string, options: { writeFile?: WriteFile } = {}): BlobStore {
  const writeFile = options.writeFile ?? ((file, bytes) => fs.writeFile(file, bytes));
  const fileOf = (key: string) => {
    assertBlobKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await fs.mkdir(path.dirname(file), { recursive: true });
        await writeFile(temporary, bytes);
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw isDiskFull(error) ? new BlobStoreUnavailable('full', { cause: error }) : error;
      }
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })));
    },
    async *list(prefix) {
      const folder = fileOf(prefix.replace(/\/$/, ''));
      let directory;
      try {
        directory = await fs.opendir(folder);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      let page: { key: string; writtenAt: Date }[] = [];
      for await (const entry of directory) {
        if (!entry.isFile()) continue;
        const stat = await fs.stat(path.join(folder, entry.name)).catch(() => null);
        if (!stat) continue;
        page.push({ key: `${prefix}${entry.name}`, writtenAt: stat.mtime });
        if (page.length === LIST_PAGE) {
          yield page;
          page = [];
        }
      }
      if (page.length > 0) yield page;
    },
    async ping() {
      await fs.mkdir(root, { recursive: true });
    },
    async close() {},
  };
}
