import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { objectPathSegments, type FileStore } from './file-store';

/*
 * The file store on an S3-compatible object store (decision 041): one bucket of the provider's, our buckets as key
 * prefixes (`thumbnails/courses/x.webp`). The same keys are refused as on the local disk. A PUT replaces an object
 * whole, so readers see the old bytes or the new ones, as the interface asks. Used when S3_BUCKET is set.
 */

export interface S3FileStoreOptions {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addresses (`endpoint/bucket/key`), which S3-compatible servers expect; AWS takes either. */
  forcePathStyle: boolean;
}

function isNotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return failure?.name === 'NotFound' || failure?.name === 'NoSuchKey' || failure?.$metadata?.httpStatusCode === 404;
}

export class S3FileStore implements FileStore {
  private readonly client: S3Client;

  constructor(private readonly options: S3FileStoreOptions) {
    const config: S3ClientConfig = { region: options.region, forcePathStyle: options.forcePathStyle, endpoint: options.endpoint };
    if (options.accessKeyId && options.secretAccessKey) config.credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };
    this.client = new S3Client(config);
  }

  private key(bucket: string, objectPath: string): { Bucket: string; Key: string } {
    return { Bucket: this.options.bucket, Key: [bucket, ...objectPathSegments(bucket, objectPath)].join('/') };
  }

  async put(bucket: string, objectPath: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(new PutObjectCommand({ ...this.key(bucket, objectPath), Body: bytes, ContentLength: bytes.byteLength }));
  }

  async get(bucket: string, objectPath: string): Promise<Uint8Array | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand(this.key(bucket, objectPath)));
      return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(bucket: string, objectPath: string): Promise<ReadableStream<Uint8Array> | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand(this.key(bucket, objectPath)));
      return answer.Body ? (answer.Body.transformToWebStream() as ReadableStream<Uint8Array>) : new ReadableStream({ start: (controller) => controller.close() });
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(bucket: string, objectPath: string): Promise<boolean> {
    // S3 answers a delete the same whether or not the object was there: ask first.
    const existed = await this.exists(bucket, objectPath);
    if (existed) await this.client.send(new DeleteObjectCommand(this.key(bucket, objectPath)));
    return existed;
  }

  async exists(bucket: string, objectPath: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand(this.key(bucket, objectPath)));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }
}
