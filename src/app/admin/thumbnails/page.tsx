import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getThumbnailsPage } from '@/modules/files';
import { ThumbnailsAdmin } from '@/modules/files/components/thumbnails-admin';
import { parseThumbnailsPageParams } from '@/modules/files/schemas';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('thumbnails'))('title') };
}

/** The file store's admin screen (upload, list, details, delete; decision 010). */
export default async function ThumbnailsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePermission('manage:files:any');
  const state = parseThumbnailsPageParams(await searchParams);
  return <ThumbnailsAdmin {...await getThumbnailsPage(actor, state)} />;
}
