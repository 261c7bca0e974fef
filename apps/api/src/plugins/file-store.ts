import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';

/** Where uploaded and seeded files live; local disk by default. */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** Deletes every file whose key starts with `prefix` (e.g. all files of a user). */
  deletePrefix(prefix: string): Promise<void>;
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
  };
}

export const fileStorePlugin = fp<{ fileStore: FileStore }>(
  async (app, opts) => {
    app.decorate('fileStore', opts.fileStore);
  },
  { name: 'file-store' },
);
