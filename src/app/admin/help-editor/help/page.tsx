import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { singleParam } from '@/lib/search-params';
import { listHelpForEditor } from '@/modules/help-admin';
import { HelpEditorList } from '@/modules/help-admin/components/help-editor-list';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('helpEditor'))('title') };
}

export default async function HelpEditorPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePermission('edit:content:any');
  const [{ categories, articles }, query] = await Promise.all([listHelpForEditor(actor), searchParams]);
  return <HelpEditorList categories={categories} articles={articles} deleted={singleParam(query.deleted) === '1'} />;
}
