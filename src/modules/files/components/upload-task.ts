/*
 * One file's upload in the browser (spec 4: states running, paused, success, canceled, error). It starts a
 * resumable upload, sends 256 KB chunks with Content-Range, and on pause aborts the chunk in flight; resume asks
 * the server how many bytes it holds and goes on from there. Retries follow spec 9 (600 s for uploads, 120 s
 * for cancel). Browser-only code.
 */
import { MAX_UPLOAD_BYTES, OPERATION_RETRY_LIMIT_MS, UPLOAD_CHUNK_BYTES, UPLOAD_RETRY_LIMIT_MS, type UploadTaskState } from '../constants';
import type { StoredFileMetadata } from '../stored-file-dto';
import { AbortedError, problemFromError, RefusedError, sendRequest, withRetries, type HttpAnswer, type Problem } from './http-client';

export interface UploadSnapshot {
  key: string;
  name: string;
  size: number;
  /** Bytes the server has, plus what the chunk in flight has sent. */
  transferred: number;
  state: UploadTaskState;
  /** Waiting this long before a retry (ms), or null. */
  retryInMs: number | null;
  problem: Problem | null;
  file: StoredFileMetadata | null;
  /** The server still holds the partial upload: a paused or failed task can go on. */
  resumable: boolean;
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

let counter = 0;

export class UploadTask {
  private snapshot: UploadSnapshot;
  private controller: AbortController | null = null;
  /** True while the final chunk is on its way: pause and cancel wait for it (see pause()). */
  private finishing = false;
  private uploadId: string | null = null;
  private chunkSize = UPLOAD_CHUNK_BYTES;
  private offset = 0;

  constructor(
    private readonly file: File,
    private readonly onChange: (snapshot: UploadSnapshot) => void,
  ) {
    counter += 1;
    this.snapshot = { key: `upload-${counter}-${file.name}`, name: file.name, size: file.size, transferred: 0, state: 'running', retryInMs: null, problem: null, file: null, resumable: false };
  }

  get current(): UploadSnapshot {
    return this.snapshot;
  }

  private update(changes: Partial<UploadSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...changes, resumable: this.uploadId !== null };
    this.onChange(this.snapshot);
  }

  start(): void {
    // Comfort only: the server refuses more than 5 MB too (413), before any byte is sent.
    if (this.file.size > MAX_UPLOAD_BYTES) {
      this.update({ state: 'error', problem: { code: 'thumbnails.errors.tooLarge' } });
      return;
    }
    this.update({ state: 'running' });
    void this.run();
  }

  pause(): void {
    // The last chunk completes the file on the server: stopping it half-way could leave a stored file behind a
    // "paused" task, so the final chunk always runs to its end (it is at most one chunk).
    if (this.snapshot.state !== 'running' || this.finishing) return;
    this.controller?.abort();
    this.update({ state: 'paused', retryInMs: null });
  }

  resume(): void {
    if (this.snapshot.state !== 'paused' && !(this.snapshot.state === 'error' && this.uploadId)) return;
    this.update({ state: 'running', problem: null });
    void this.run();
  }

  cancel(): void {
    if (this.snapshot.state === 'success' || this.snapshot.state === 'canceled' || this.finishing) return;
    this.controller?.abort();
    this.update({ state: 'canceled', retryInMs: null });
    const id = this.uploadId;
    this.uploadId = null;
    // Removes the partial bytes on the server; if that fails they expire there after some hours.
    if (id) void withRetries(() => sendRequest('DELETE', `/api/files/uploads/${id}`), { limitMs: OPERATION_RETRY_LIMIT_MS }).catch(() => undefined);
  }

  /** One run from the current offset to the end; a pause or cancel aborts it silently. */
  private async run(): Promise<void> {
    const controller = new AbortController();
    this.controller = controller;
    const { signal } = controller;
    const retry = <T extends HttpAnswer>(attempt: () => Promise<T>) =>
      withRetries(attempt, { limitMs: UPLOAD_RETRY_LIMIT_MS, signal, onWait: (ms) => !signal.aborted && this.update({ retryInMs: ms }) });
    try {
      if (!this.uploadId) {
        const started = await retry(() =>
          sendRequest('POST', '/api/files/uploads', { body: JSON.stringify({ name: this.file.name, size: this.file.size, type: this.file.type }), headers: JSON_HEADERS, signal }),
        );
        if (started.status !== 201) throw new RefusedError(started);
        this.uploadId = String(started.body?.uploadId);
        this.chunkSize = Number(started.body?.chunkSize) || UPLOAD_CHUNK_BYTES;
        this.offset = 0;
      } else {
        const status = await retry(() => sendRequest('GET', `/api/files/uploads/${this.uploadId}`, { signal }));
        if (status.status !== 200) throw new RefusedError(status);
        this.offset = Number(status.body?.offset) || 0;
      }
      const url = `/api/files/uploads/${this.uploadId}`;
      for (;;) {
        if (signal.aborted) return;
        this.update({ transferred: this.offset });
        const start = this.offset;
        const end = Math.min(this.file.size, start + this.chunkSize);
        this.finishing = end === this.file.size;
        const answer = await retry(() =>
          sendRequest('PUT', url, {
            body: this.file.slice(start, end),
            headers: { 'Content-Range': `bytes ${start}-${end - 1}/${this.file.size}` },
            signal,
            onUploadProgress: (loaded) => !signal.aborted && this.update({ transferred: start + loaded }),
          }),
        );
        if (answer.status === 201) {
          this.uploadId = null;
          this.update({ state: 'success', transferred: this.file.size, file: answer.body?.file as StoredFileMetadata, retryInMs: null });
          return;
        }
        // 200: the chunk is stored; 409 with an offset: the server holds something else (a retried chunk had
        // arrived after all), so go on from the server's offset.
        if (answer.status === 200 || (answer.status === 409 && typeof answer.body?.offset === 'number')) {
          this.offset = Number(answer.body?.offset);
          continue;
        }
        throw new RefusedError(answer);
      }
    } catch (error) {
      if (error instanceof AbortedError || signal.aborted) return;
      // A refused upload cannot be resumed (the server ends it); one that ran out of retries can.
      if (error instanceof RefusedError) this.uploadId = null;
      this.update({ state: 'error', problem: problemFromError(error), retryInMs: null });
    } finally {
      this.finishing = false;
      if (this.controller === controller) this.controller = null;
    }
  }
}
