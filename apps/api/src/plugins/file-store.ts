import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import fp from 'fastify-plugin';

/** A file being received: written piece by piece under a temporary key, then moved or dropped. */
export interface TempFile {
  /** Where the bytes are until `moveTo` (a key under `TEMP_PREFIX`, readable with `get`). */
  readonly key: string;
  /** Appends bytes; resolves when the store can take more (backpressure). */
  write(chunk: Buffer): Promise<void>;
  /** Flushes and closes the file; its bytes are then readable with `get(key)`. */
  close(): Promise<void>;
}

/** A stored file as listed: its key and when it was last written. */
export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

/** Where files being received live until they are committed. */
export const TEMP_PREFIX = 'tmp';

/** Where uploaded and seeded files live; local disk by default. */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** Deletes every file whose key starts with `prefix` (e.g. all files of a user). */
  deletePrefix(prefix: string): Promise<void>;
  /** Opens a new temporary file under `TEMP_PREFIX`. */
  createTemp(): Promise<TempFile>;
  /** Moves a stored file to another key (a temporary file to its final place), stamping it as written now. */
  move(from: string, to: string): Promise<void>;
  /** Every file under `prefix`, depth first; nothing when the prefix does not exist. */
  list(prefix: string): AsyncIterable<StoredFile>;
}

declare module 'fastify' {
  interface FastifyInstance {
    fileStore: FileStore;
  }
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

function resolveKey(root: string, key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`invalid file key: ${key}`);
  return path.join(root, key);
}

/** A FileStore on the local disk, under `root`. */
export function localFileStore(root: string): FileStore {
  async function* walk(dir: string, prefix: string): AsyncGenerator<StoredFile> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const key = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), key);
      else if (entry.isFile()) {
        const info = await stat(path.join(dir, entry.name)).catch(() => null);
        if (info) yield { key, modifiedAt: info.mtime };
      }
    }
  }

  return {
    async put(key, data) {
      const file = resolveKey(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      const file = resolveKey(root, key);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async delete(key) {
      await rm(resolveKey(root, key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(resolveKey(root, prefix), { recursive: true, force: true });
    },
    async createTemp() {
      const key = `${TEMP_PREFIX}/${randomUUID()}`;
      const file = resolveKey(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      const out = createWriteStream(file, { flags: 'wx' });
      await new Promise<void>((resolve, reject) => {
        out.once('open', () => resolve());
        out.once('error', reject);
      });
      return {
        key,
        write(chunk) {
          return new Promise<void>((resolve, reject) => {
            const settle = (err?: Error) => {
              out.off('error', settle);
              out.off('drain', settle);
              if (err) reject(err);
              else resolve();
            };
            out.once('error', settle);
            if (out.write(chunk)) settle();
            else out.once('drain', settle);
          });
        },
        async close() {
          if (!out.writableEnded) out.end();
          await finished(out);
        },
      };
    },
    async move(from, to) {
      const target = resolveKey(root, to);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(resolveKey(root, from), target);
      // The orphan sweep goes by age: a file committed now must not look old.
      const now = new Date();
      await utimes(target, now, now);
    },
    list(prefix) {
      return walk(resolveKey(root, prefix), prefix);
    },
  };
}

export const fileStorePlugin = fp<{ fileStore: FileStore }>(
  async (app, opts) => {
    app.decorate('fileStore', opts.fileStore);
  },
  { name: 'file-store' },
);
