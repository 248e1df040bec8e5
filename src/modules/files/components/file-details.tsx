import type { ReactNode } from 'react';
import Link from 'next/link';
import { ServerImage } from '@/components/ui/server-image';
import { getFormatter, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { env } from '@/lib/env';
import type { FileUsage } from '../errors';
import { fileUrl } from '@/lib/file-url';
import type { StoredFileMetadata } from '../stored-file-dto';
import { CopyUrlButton } from './copy-url-button';
import { DeleteFileButton } from './delete-file-button';
import { formatSize } from './format-size';

/** Every metadata field of spec 3, a preview, what uses the file, Copy URL and Delete. */
export async function FileDetails({ file, usedBy, closeHref }: { file: StoredFileMetadata; usedBy: FileUsage[]; closeHref: string }) {
  const t = await getTranslations('thumbnails');
  const format = await getFormatter();
  const url = fileUrl(file.fullPath);
  const absoluteUrl = `${env().APP_URL}${url}`;
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'medium' });
  const notSet = <span className="text-muted">{t('notSet')}</span>;
  const customEntries = Object.entries(file.customMetadata);
  const rows: [string, ReactNode][] = [
    [t('fields.bucket'), file.bucket],
    [t('fields.generation'), <span key="generation" className="tabular-nums">{file.generation}</span>],
    [t('fields.metageneration'), <span key="metageneration" className="tabular-nums">{file.metageneration}</span>],
    [t('fields.fullPath'), <span key="fullPath" dir="ltr">{file.fullPath}</span>],
    [t('fields.name'), <span key="name" dir="ltr">{file.name}</span>],
    [t('fields.size'), `${formatSize(format, file.size)} (${t('bytes', { size: file.size })})`],
    [t('fields.dimensions'), t('dimensions', { width: file.width, height: file.height })],
    [t('fields.timeCreated'), date(file.timeCreated)],
    [t('fields.updated'), date(file.updated)],
    [t('fields.md5Hash'), <code key="md5" dir="ltr" className="break-all">{file.md5Hash}</code>],
    [t('fields.cacheControl'), file.cacheControl ?? notSet],
    [t('fields.contentDisposition'), file.contentDisposition ?? notSet],
    [t('fields.contentEncoding'), file.contentEncoding ?? notSet],
    [t('fields.contentLanguage'), file.contentLanguage ?? notSet],
    [t('fields.contentType'), file.contentType],
    [
      t('fields.customMetadata'),
      customEntries.length === 0 ? (
        notSet
      ) : (
        <ul key="custom" className="flex flex-col gap-0.5">
          {customEntries.map(([key, value]) => (
            <li key={key} dir="ltr" className="break-all">
              <span className="font-semibold">{key}</span>: {value}
            </li>
          ))}
        </ul>
      ),
    ],
    [t('fields.url'), <span key="url" dir="ltr" className="break-all">{absoluteUrl}</span>],
  ];
  return (
    <section id="file-details" aria-labelledby="file-details-heading" className="grid gap-6 rounded-2xl border border-line bg-card p-4 shadow-sm md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:p-6">
      <div className="flex items-start justify-center rounded-xl bg-page p-2">
        <ServerImage src={url} alt={t('detail.preview', { name: file.name })} width={file.width} height={file.height} sizes="(min-width: 768px) 40vw, 100vw" className="h-auto max-h-96 w-full object-contain" />
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('detail.heading')}</p>
            <h2 id="file-details-heading" className="text-xl font-bold break-all" dir="ltr">
              {file.name}
            </h2>
          </div>
          <Link href={closeHref} scroll={false} className={buttonClass('ghost', 'px-2 py-1 text-sm')}>
            {t('detail.close')}
          </Link>
        </div>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-muted">{label}</dt>
              <dd className="mb-2 min-w-0 break-words sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
        <div>
          <h3 className="text-sm font-bold">{t('detail.usedBy')}</h3>
          {usedBy.length === 0 ? (
            <p className="text-sm text-muted">{t('detail.notUsed')}</p>
          ) : (
            <ul className="mt-1 flex flex-col gap-1 text-sm">
              {usedBy.map((usage) => (
                <li key={`${usage.kind}-${usage.title}`}>
                  <span className="me-2 rounded-full border border-line px-2 py-0.5 text-xs font-semibold">{t(`kinds.${usage.kind}`)}</span>
                  {usage.title}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <CopyUrlButton url={absoluteUrl} />
          <a href={url} target="_blank" rel="noopener" className={buttonClass('secondary', 'px-3 py-1.5 text-xs')}>
            {t('detail.open')}
          </a>
          <DeleteFileButton fullPath={file.fullPath} name={file.name} afterDeleteHref={closeHref} />
        </div>
      </div>
    </section>
  );
}
