import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_MAX, PAGE_SIZE_MIN } from './constants';

/** Spec 5: "Listing stored files: maxResults between 1 and 1000." */
export const pageSizeSchema = z.coerce
  .number({ message: 'thumbnails.errors.pageSize' })
  .int('thumbnails.errors.pageSize')
  .min(PAGE_SIZE_MIN, 'thumbnails.errors.pageSize')
  .max(PAGE_SIZE_MAX, 'thumbnails.errors.pageSize');

export const listFilesSchema = z.object({
  pageSize: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
  pageToken: z.string().max(2000, 'thumbnails.errors.pageToken').optional(),
  name: z.string().trim().max(200, 'thumbnails.errors.nameFilter').optional(),
});
export type ListFilesInput = z.infer<typeof listFilesSchema>;

/** A stored file's full path as the address bar or an API path carries it. */
export const fullPathSchema = z.string().min(1, 'thumbnails.errors.notFound').max(1024, 'thumbnails.errors.notFound');

/** Starting a resumable upload: the size is checked up front (413 above 5 MB); name and type are only recorded. */
export const startUploadSchema = z.object({
  name: z.string().trim().min(1, 'thumbnails.errors.fileName').max(255, 'thumbnails.errors.fileName'),
  size: z.number({ message: 'thumbnails.errors.size' }).int('thumbnails.errors.size').min(1, 'thumbnails.errors.empty'),
  type: z.string().max(100).optional().default(''),
});
export type StartUploadInput = z.infer<typeof startUploadSchema>;

/** Upload ids are 32 hex characters (they also name files on disk, so nothing else gets through). */
export const uploadIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'thumbnails.errors.uploadNotFound');

/** The /admin/thumbnails address bar: a bad page size or token is shown as a message and the defaults are used. */
export function parseThumbnailsPageParams(raw: Record<string, string | string[] | undefined>): { input: ListFilesInput; file: string | null; problem: string | null } {
  const text = (key: string) => (typeof raw[key] === 'string' ? raw[key] : undefined);
  const pageSize = pageSizeSchema.safeParse(text('pageSize') ?? DEFAULT_PAGE_SIZE);
  const name = z.string().trim().max(200).safeParse(text('name') ?? '');
  const pageToken = text('pageToken');
  return {
    input: {
      pageSize: pageSize.success ? pageSize.data : DEFAULT_PAGE_SIZE,
      name: name.success && name.data ? name.data : undefined,
      pageToken: pageToken && pageToken.length <= 2000 ? pageToken : undefined,
    },
    file: fullPathSchema.safeParse(text('file')).data ?? null,
    problem: pageSize.success ? (name.success ? null : 'thumbnails.errors.nameFilter') : 'thumbnails.errors.pageSize',
  };
}
