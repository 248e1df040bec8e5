import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { singleParam } from '@/lib/search-params';
import { getHelpArticleForEditor, listHelpCategoriesForEditor } from '@/modules/help-admin';
import { HelpArticleEditor } from '@/modules/help-admin/components/help-article-editor';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('helpEditor'))('title') };
}

export default async function EditHelpArticlePage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePermission('edit:content:any');
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const articleId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  if (articleId === null) notFound();
  const [article, categories] = await Promise.all([getHelpArticleForEditor(actor, articleId), listHelpCategoriesForEditor(actor)]);
  if (!article) notFound();
  return <HelpArticleEditor article={article} categories={categories} saved={singleParam(query.saved) === '1'} />;
}
