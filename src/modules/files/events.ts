import { defineEvent } from '@/server/domain-events';

/*
 * What the files module asks of the others (decisions 015 and 055). No 'server-only': the wiring that subscribes to
 * these is loaded by the custom server too.
 */

/**
 * What shows a stored file, asked of the modules that own it before the file is deleted or shown with its uses:
 * course and lesson thumbnails and lesson image blocks (courses), badge icons (progress). An event rather than an
 * import, so that courses can read the file store's images (a course's thumbnail) without a cycle.
 */
export const fileUsageAsked = defineEvent<
  { fullPath: string },
  { courses: string[]; lessons: { title: string; courseTitle: string }[]; badges: string[] }
>('files.usage-asked');
