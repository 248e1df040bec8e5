import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { objectPathSegments, type FileStore } from './file-store';

/**
 * The path on disk of `root/bucket/objectPath`, or an Error when the key could leave the root (objectPathSegments),
 * and the resolved path must still be inside the root (defence in depth).
 */
export function resolveObjectPath(root: string, bucket: string, objectPath: string): string {
  const segments = objectPathSegments(bucket, objectPath);
  const bucketDir = path.resolve(root, bucket);
  const target = path.resolve(bucketDir, ...segments);
  if (!target.startsWith(bucketDir + path.sep)) throw new Error(`object path escapes its bucket: ${JSON.stringify(objectPath)}`);
  return target;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/** The file store on the local disk: `<root>/<bucket>/<object path>`, written through a temporary file and a rename. */
export class LocalDiskFileStore implements FileStore {
  constructor(private readonly root: string) {}

  async put(bucket: string, objectPath: string, bytes: Uint8Array): Promise<void> {
    const target = resolveObjectPath(this.root, bucket, objectPath);
    await mkdir(path.dirname(target), { recursive: true });
    // Same folder as the target, so the rename is atomic (one file system); the dot keeps it out of listings.
    const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(bucket: string, objectPath: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(resolveObjectPath(this.root, bucket, objectPath)));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(bucket: string, objectPath: string): Promise<ReadableStream<Uint8Array> | null> {
    const target = resolveObjectPath(this.root, bucket, objectPath);
    if (!(await this.exists(bucket, objectPath))) return null;
    return Readable.toWeb(createReadStream(target)) as ReadableStream<Uint8Array>;
  }

  async delete(bucket: string, objectPath: string): Promise<boolean> {
    const target = resolveObjectPath(this.root, bucket, objectPath);
    const existed = await this.exists(bucket, objectPath);
    await rm(target, { force: true });
    return existed;
  }

  async exists(bucket: string, objectPath: string): Promise<boolean> {
    try {
      return (await stat(resolveObjectPath(this.root, bucket, objectPath))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
}
