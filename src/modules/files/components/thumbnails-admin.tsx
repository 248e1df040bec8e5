import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ServerImage } from '@/components/ui/server-image';
import { buttonClass } from '@/components/ui/button';
import { Alert } from '@/components/ui/card';
import { PageLayout } from '@/components/ui/page-layout';
import { PAGE_SIZE_MAX, PAGE_SIZE_MIN } from '../constants';
import { fileUrl } from '@/lib/file-url';
import type { ThumbnailsPage } from '../queries';
import type { ListFilesInput } from '../schemas';
import { FileDetails } from './file-details';
import { formatSize } from './format-size';
import { ThumbnailUploader } from './thumbnail-uploader';

function hrefWith(input: ListFilesInput, changes: { pageToken?: string | null; file?: string | null }): string {
  const params = new URLSearchParams();
  params.set('pageSize', String(input.pageSize));
  if (input.name) params.set('name', input.name);
  const pageToken = changes.pageToken === undefined ? input.pageToken : changes.pageToken;
  if (pageToken) params.set('pageToken', pageToken);
  if (changes.file) params.set('file', changes.file);
  return `/admin/thumbnails?${params.toString()}`;
}

/** /admin/thumbnails (decision 010): the upload zone, the stored files (filter, page size, pages) and one file's details, as getThumbnailsPage read them. */
export async function ThumbnailsAdmin({ input, files: page, problem, selected, fileMissing }: ThumbnailsPage) {
  const [t, tRoot, format] = await Promise.all([getTranslations('thumbnails'), getTranslations(), getFormatter()]);
  const closeHref = hrefWith(input, { file: null });
  const control = 'rounded-lg border border-line bg-card px-3 py-2 text-sm';
  return (
    <PageLayout width="7xl" gap={6} tone="admin" title={t('title')} lead={t('lead')}>
      <ThumbnailUploader />
      {fileMissing ? <Alert tone="error">{t('detail.missing')}</Alert> : null}
      {selected ? <FileDetails file={selected.file} usedBy={selected.usedBy} closeHref={closeHref} /> : null}
      <section aria-labelledby="stored-files-heading" className="flex flex-col gap-3">
        <h2 id="stored-files-heading" className="text-lg font-bold">
          {t('list.heading')}
        </h2>
        <form method="get" role="search" aria-label={t('list.filters')} className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-card p-3">
          <div className="flex min-w-48 flex-1 flex-col gap-1">
            <label htmlFor="thumbnails-name" className="text-xs font-semibold text-muted">
              {t('list.name')}
            </label>
            <input id="thumbnails-name" name="name" type="search" maxLength={200} defaultValue={input.name ?? ''} placeholder={t('list.namePlaceholder')} className={control} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="thumbnails-page-size" className="text-xs font-semibold text-muted">
              {t('list.pageSize')}
            </label>
            <input id="thumbnails-page-size" name="pageSize" type="number" inputMode="numeric" min={PAGE_SIZE_MIN} max={PAGE_SIZE_MAX} step={1} required defaultValue={input.pageSize} className={`${control} w-28`} />
          </div>
          <button type="submit" className={buttonClass('primary', 'py-2')}>
            {t('list.apply')}
          </button>
        </form>
        {problem ? <Alert tone="error">{tRoot.has(problem) ? tRoot(problem) : problem}</Alert> : null}
        {page.items.length === 0 ? (
          <p className="rounded-xl border border-line bg-card p-6 text-center text-muted">{input.name ? t('list.emptyFiltered', { name: input.name }) : t('list.empty')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
            {page.items.map((item) => {
              const isSelected = item.fullPath === selected?.file.fullPath;
              return (
                <li key={item.fullPath}>
                  <Link
                    href={`${hrefWith(input, { file: item.fullPath })}#file-details`}
                    aria-current={isSelected ? 'true' : undefined}
                    className={`flex h-full flex-col overflow-hidden rounded-xl border bg-card transition hover:shadow-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--primary)] ${isSelected ? 'border-primary ring-2 ring-[var(--primary)]' : 'border-line'}`}
                  >
                    <div className="relative aspect-video bg-page">
                      <ServerImage src={fileUrl(item.fullPath)} alt="" fill sizes="(min-width: 1024px) 200px, (min-width: 640px) 33vw, 50vw" className="object-contain" />
                    </div>
                    <div className="flex min-w-0 flex-col gap-0.5 p-2 text-xs">
                      <p className="truncate font-semibold" dir="ltr" title={item.name}>
                        {item.name}
                      </p>
                      <p className="text-muted">
                        {formatSize(format, item.size)} · {t('dimensions', { width: item.width, height: item.height })}
                      </p>
                      <p className="truncate text-muted">{item.contentType}</p>
                      <p className="text-muted">{format.dateTime(new Date(item.timeCreated), { dateStyle: 'medium', timeStyle: 'short' })}</p>
                    </div>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        <nav aria-label={t('list.pagination')} className="flex flex-wrap items-center justify-between gap-2 text-sm">
          {input.pageToken ? (
            <Link href={hrefWith(input, { pageToken: null })} className={buttonClass('ghost', 'px-2 py-1.5')}>
              {t('list.first')}
            </Link>
          ) : (
            <span />
          )}
          <div className="flex gap-2">
            {page.previousPageToken ? (
              <Link href={hrefWith(input, { pageToken: page.previousPageToken })} className={buttonClass('secondary', 'py-1.5')}>
                {t('list.previous')}
              </Link>
            ) : null}
            {page.nextPageToken ? (
              <Link href={hrefWith(input, { pageToken: page.nextPageToken })} className={buttonClass('secondary', 'py-1.5')}>
                {t('list.next')}
              </Link>
            ) : null}
          </div>
        </nav>
      </section>
    </PageLayout>
  );
}
