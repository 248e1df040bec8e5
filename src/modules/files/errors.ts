import { AppError, type Translate } from '@/server/errors';

/*
 * The file store's errors. No 'server-only' import: the seed runs the same pipeline outside Next.
 */

/** 413 Payload Too Large: more than the file store accepts. */
export function tooLargeError(): AppError {
  return new AppError(413, 'thumbnails.errors.tooLarge');
}

/** What uses a stored file: a course, a lesson (with its course) or a badge, by title. */
export interface FileUsage {
  kind: 'course' | 'lesson' | 'badge';
  title: string;
}

/** A file in use cannot be deleted (409); the answer names what uses it. */
export class FileInUseError extends AppError {
  constructor(readonly usedBy: FileUsage[]) {
    super(409, 'thumbnails.errors.inUse');
    this.name = 'FileInUseError';
  }

  /** The upload screen lists `usedBy`; other clients read the users in the message. */
  override jsonFields(translate: Translate): Record<string, unknown> {
    const list = this.usedBy.map((usage) => `${translate(`thumbnails.kinds.${usage.kind}`)} “${usage.title}”`).join(', ');
    return { error: `${translate(this.message)} ${list}`.trim(), usedBy: this.usedBy };
  }
}

/** A chunk that does not start where the server's copy ends (409); the answer carries the server's offset. */
export class UploadOffsetError extends AppError {
  constructor(readonly offset: number) {
    super(409, 'thumbnails.errors.offsetMismatch');
    this.name = 'UploadOffsetError';
  }

  /** The browser resumes from `offset`. */
  override jsonFields(): Record<string, unknown> {
    return { offset: this.offset };
  }
}
