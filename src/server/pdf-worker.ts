import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { isLocale } from '../i18n/locales';
import { loadMessages } from '../i18n/messages';
import type { Translate } from './errors';
import { translatorOver } from './translator';

/*
 * The PDF worker (decision 045): a worker thread that draws the PDFs with @react-pdf/renderer, so the layout's
 * seconds of CPU never run on the event loop that answers everyone's pages. Started by pdf-queue.ts with tsx
 * loaded, it runs plain Node: no 'server-only' anywhere it imports, and no database (it is given all it draws).
 *
 * A job names a document module by its path under src/ (`modules/reports/report-pdf`), which exports
 * `renderPdf(data, { t, locale, direction })`; server/ cannot import the modules' files (decision 015), so the
 * module is loaded by its path, checked against the one shape such a path has.
 */

export interface PdfWorkerJob {
  id: number;
  /** A document module under src/, without its extension: `modules/<module>/<name>-pdf`. */
  document: string;
  /** What the document draws (structured-cloned: plain objects, dates and bigints). */
  data: unknown;
  locale: string;
  direction: 'ltr' | 'rtl';
  /**
   * The messages namespace the document's keys belong to. The worker reads the messages itself: those of Next's
   * bundle are precompiled for its formatter (next.config.ts), which this plain Node thread does not use.
   */
  namespace: string;
}

export type PdfWorkerAnswer = { id: number; ok: true; bytes: Uint8Array } | { id: number; ok: false; error: string; stack?: string };

export const PDF_DOCUMENT_PATH = /^modules\/[a-z][a-z-]*\/[a-z][a-z-]*-pdf$/;

type DocumentModule = { renderPdf: (data: unknown, text: { t: Translate; locale: string; direction: 'ltr' | 'rtl' }) => Promise<Uint8Array> };

async function draw(job: PdfWorkerJob): Promise<Uint8Array> {
  if (!PDF_DOCUMENT_PATH.test(job.document)) throw new Error(`not a PDF document module: ${job.document}`);
  const module = (await import(pathToFileURL(path.join(process.cwd(), 'src', `${job.document}.tsx`)).href)) as DocumentModule;
  const messages = await loadMessages(isLocale(job.locale) ? job.locale : 'en');
  const translate = translatorOver(job.locale, { [job.namespace]: messages[job.namespace] ?? {} });
  const t: Translate = (key, values) => translate(`${job.namespace}.${key}`, values);
  return module.renderPdf(job.data, { t, locale: job.locale, direction: job.direction });
}

parentPort?.on('message', (job: PdfWorkerJob) => {
  draw(job).then(
    (bytes) => {
      // A copy of our own to hand over without copying again: a small Buffer may be a view of Node's shared pool.
      const own = new Uint8Array(bytes);
      parentPort!.postMessage({ id: job.id, ok: true, bytes: own } satisfies PdfWorkerAnswer, [own.buffer]);
    },
    (error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      parentPort!.postMessage({ id: job.id, ok: false, error: failure.message, stack: failure.stack } satisfies PdfWorkerAnswer);
    },
  );
});
